import { ErrorCode, passwordChangeSchema } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { LIMITS_BY_PURPOSE, takeSlot } from '../../platform/rate-limit.js';
import type { Session } from '../../platform/sessions/types.js';
import { parseOrThrow } from '../../platform/validate.js';
import { requireUser } from '../accounts/service.js';
import { oldPasswordKey } from '../sign-in-limits/keys.js';
import { signInLimitRefusal } from '../sign-in-limits/messages.js';
import { updateUser } from './repository.js';

interface SealedChange {
  password: string;
  confirmPassword: string;
}

async function openChange(ctx: AppContext, sealed: SealedChange) {
  const plain = {
    password: await ctx.transport.openSealed(sealed.password),
    confirmPassword: await ctx.transport.openSealed(sealed.confirmPassword),
  };
  return parseOrThrow(passwordChangeSchema, plain);
}

async function storeNewPassword(ctx: AppContext, session: Session, password: string, action: string, ip: string) {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const before = await requireUser(tx, session.userId);
    await updateUser(tx, session.userId, { passwordHash, passwordIsInitial: false }, now);
    await recordAudit(tx, {
      ...auditActor(session),
      action,
      entityType: 'user',
      entityId: session.userId,
      before: { passwordIsInitial: before.passwordIsInitial },
      after: { passwordIsInitial: false },
      ip,
      provinceShardId: before.provinceShardId,
    });
  });
  // Other devices signed in with the old password are signed out; this one stays.
  await ctx.sessions.revokeAllOfUsers([session.userId], now, { exceptSessionId: session.sessionId });
}

/** The change-default-password dialog: only while the initial password is still set, and never to the same one. */
export async function replaceInitialPassword(ctx: AppContext, session: Session, sealed: SealedChange, ip: string) {
  const change = await openChange(ctx, sealed);
  const user = await requireUser(ctx.db, session.userId);
  if (!user.passwordIsInitial) throw new AppError(ErrorCode.NotAllowed, 'notAllowedPasswordChange');
  if (await verifyPassword(user.passwordHash, change.password))
    throw new AppError(ErrorCode.NotAllowed, 'passwordUnchanged');
  await storeNewPassword(ctx, session, change.password, 'user.replaceInitialPassword', ip);
}

/**
 * The personal center's change: the old password proves it is the owner at the keyboard. Its
 * checks are limited per account like sign-in, so a borrowed session cannot guess it at speed:
 * each reserves a place first, and a wrong old password keeps it.
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  sealed: SealedChange & { oldPassword: string },
  ip: string,
) {
  const oldPassword = await ctx.transport.openSealed(sealed.oldPassword);
  const change = await openChange(ctx, sealed);
  const limitKey = oldPasswordKey(session.userId);
  if (!(await takeSlot(ctx.rateLimiter, limitKey, LIMITS_BY_PURPOSE.oldPasswordPerAccount, ctx.clock())))
    throw signInLimitRefusal(ErrorCode.RateLimited, 'oldPasswordLocked');
  const user = await requireUser(ctx.db, session.userId);
  if (!(await verifyPassword(user.passwordHash, oldPassword)))
    throw new AppError(ErrorCode.InvalidCredentials, 'oldPasswordWrong');
  await ctx.rateLimiter.release(limitKey);
  if (oldPassword === change.password) throw new AppError(ErrorCode.NotAllowed, 'passwordUnchanged');
  await storeNewPassword(ctx, session, change.password, 'user.changePassword', ip);
}
