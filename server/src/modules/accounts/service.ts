import type { UserInfo } from '@pingjia/contract';
import { ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { toUserInfo } from './presenter.js';
import { findUserById, placementOf, roleCodesOf, type UserRow } from './repository.js';

/** The user behind a session; a user deleted since sign-in reads as a missing record. */
export async function requireUser(db: Executor, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(ErrorCode.NotFound, 'notFound');
  return user;
}

export async function loadUserInfo(db: Executor, userId: number): Promise<UserInfo> {
  const user = await requireUser(db, userId);
  const [roles, placement] = await Promise.all([roleCodesOf(db, userId), placementOf(db, user)]);
  return toUserInfo(user, roles, placement);
}
