import { formatDateTime } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { FamilyReader } from './policy.js';
import { reportEntryOf } from './entries.js';
import { hasPopup, insertPopup, upsertRead } from './repository.js';

/**
 * The reader (the student, or a parent: 'parent' also when acting as the child) opened a
 * published report: the first opening is kept, the last moves. Answers the time recorded.
 */
export async function markReportRead(db: Executor, reader: FamilyReader, taskGroupId: number, now: Date) {
  await reportEntryOf(db, reader, taskGroupId, now);
  const readAt = await upsertRead(
    db,
    {
      taskGroupId,
      studentId: reader.student.id,
      readerId: reader.readerId,
      readerKind: reader.readerKind,
      provinceShardId: reader.student.provinceShardId,
    },
    now,
  );
  return { readAt: formatDateTime(readAt) };
}

/**
 * Whether the first-open popup of a published report is still to be shown to this reader for
 * this student. `update` records it as shown, so the answer is then always `show: false`, however
 * often it is sent.
 */
export async function popupStatus(
  db: Executor,
  reader: FamilyReader,
  query: { taskGroupId: number; update: boolean },
  now: Date,
) {
  await reportEntryOf(db, reader, query.taskGroupId, now);
  const key = { userId: reader.readerId, taskGroupId: query.taskGroupId, studentId: reader.student.id };
  if (query.update) {
    await insertPopup(db, key, reader.student.provinceShardId, now);
    return { show: false };
  }
  return { show: !(await hasPopup(db, key)) };
}
