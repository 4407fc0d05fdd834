import { capabilitiesOf } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { Session } from '../../platform/sessions/types.js';
import { findUserById } from '../accounts/repository.js';
import { userInScope } from '../scope/records.js';
import { loadScope } from '../scope/scope.js';
import type { FileRow } from './repository.js';

/** Who is reading: a live session, or the session a download token was issued to. */
export type FileReader = Pick<Session, 'userId' | 'actorUserId' | 'roleId' | 'provinceShardId'>;

/**
 * The one place that decides who may read a file. Public files: anyone signed in.
 * Private files: the owner, including a parent acting as the owning child (the session's
 * user is the child) and the parent behind an acting session reading their own files; staff
 * who follow progress also read a student's uploads when the student is in their scope.
 */
export function canReadFile(reader: FileReader, file: Pick<FileRow, 'visibility' | 'ownerUserId'>): boolean {
  if (file.visibility === 'public') return true;
  return file.ownerUserId === reader.userId || file.ownerUserId === reader.actorUserId;
}

/** Staff who follow progress open students' answers (assessQuery), uploads included, within their scope. */
export async function staffMayReadFile(
  db: Executor,
  reader: FileReader,
  file: Pick<FileRow, 'ownerUserId'>,
): Promise<boolean> {
  if (file.ownerUserId === null || !capabilitiesOf(reader.roleId).includes('readProgress')) return false;
  const owner = await findUserById(db, file.ownerUserId);
  return owner?.userType === 1 && userInScope(db, await loadScope(db, reader), owner);
}
