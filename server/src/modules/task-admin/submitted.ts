import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { findActivity } from '../progress/repository.js';
import type { StudentRow } from '../progress/rows.js';
import { pageOf, progressTable } from '../progress/service.js';
import type { AdminScope } from '../scope/scope.js';

interface SubmitQuery {
  classId: number;
  activityId: number;
  pageIndex: number;
  pageSize: number;
}

type HandedIn = StudentRow & { status: 'done' | 'waived' };

const isHandedIn = (row: StudentRow): row is HandedIn => row.status === 'done' || row.status === 'waived';

/** Latest first (a row without a time last): the platform's 'yyyy-MM-dd HH:mm:ss' strings sort as the instants do. */
function byLatestFinish(a: HandedIn, b: HandedIn): number {
  const [first, second] = [a.finishedAt ?? '', b.finishedAt ?? ''];
  return first === second ? 0 : first > second ? -1 : 1;
}

/** The students of a class in scope who handed the activity in (done or waived), from progressDetail's rows. */
export async function submittedStudents(db: Executor, scope: AdminScope, query: SubmitQuery) {
  const activity = await findActivity(db, query.activityId);
  if (!activity) throw notFound();
  const table = await progressTable(db, scope, {
    taskGroupId: activity.taskGroupId,
    activityId: activity.id,
    node: { kind: 'class', id: query.classId },
  });
  const handedIn = table.students.filter(isHandedIn).sort(byLatestFinish);
  return {
    records: pageOf(handedIn, query).map((row) => ({
      studentId: row.studentId,
      userName: row.userName,
      loginName: row.loginName,
      status: row.status,
      finishedAt: row.finishedAt,
      timeSpentSeconds: row.counts.timeSpentSeconds,
    })),
    total: handedIn.length,
  };
}
