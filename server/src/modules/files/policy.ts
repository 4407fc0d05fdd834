import type { Session } from '../../platform/sessions/types.js';
import type { FileRow } from './repository.js';

/** Who is reading: a live session, or the session a download token was issued to. */
export type FileReader = Pick<Session, 'userId' | 'actorUserId' | 'roleId' | 'provinceShardId'>;

/**
 * The one place that decides who may read a file. Public files: anyone signed in.
 * Private files: the owner, including a parent acting as the owning child (the session's
 * user is the child) and the parent behind an acting session reading their own files.
 * Admin scopes come later and widen this function only.
 */
export function canReadFile(reader: FileReader, file: Pick<FileRow, 'visibility' | 'ownerUserId'>): boolean {
  if (file.visibility === 'public') return true;
  return file.ownerUserId === reader.userId || file.ownerUserId === reader.actorUserId;
}
