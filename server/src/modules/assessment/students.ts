import { ErrorCode, type ProgressStatus } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { pageOf, progressTable, type ProgressTable } from '../progress/service.js';
import type { AdminScope } from '../scope/scope.js';
import { activityFigures, type SummaryQuery } from './figures.js';
import { assessmentRefusal } from './messages.js';
import { findStudentClassId } from './repository.js';
import { activityOf } from './statistics.js';

export interface StudentQuery extends SummaryQuery {
  keyword?: string | undefined;
  status?: ProgressStatus | undefined;
}

/** The students of the node with the filter applied (every page); a node above a class is refused. */
export async function classStudents(db: Executor, scope: AdminScope, query: StudentQuery): Promise<ProgressTable> {
  const table = await progressTable(db, scope, query);
  if (table.rowKind !== 'student') throw assessmentRefusal(ErrorCode.NotAllowed, 'chooseClass');
  return table;
}

export async function userList(
  db: Executor,
  scope: AdminScope,
  query: StudentQuery & { pageIndex: number; pageSize: number },
) {
  const table = await classStudents(db, scope, query);
  return { path: [...table.path], rows: pageOf(table.students, query), total: table.students.length };
}

/** One student's state on each activity of the group, read from their class's tables. */
export async function userDetail(db: Executor, scope: AdminScope, query: { taskGroupId: number; studentId: number }) {
  const classId = await findStudentClassId(db, query.studentId, scope.provinceShardId);
  if (classId === undefined) throw notFound();
  const figures = await activityFigures(db, scope, {
    taskGroupId: query.taskGroupId,
    node: { kind: 'class', id: classId },
  });
  const rowOf = (table: ProgressTable) => table.students.find((row) => row.studentId === query.studentId);
  // A disabled student leaves every figure, so they have no row: missing, like a student out of scope.
  const student = rowOf(figures.overall);
  if (!student) throw notFound();
  const { studentId, userName, loginName, className } = student;
  return {
    student: { studentId, userName, loginName, className },
    status: student.status,
    counts: student.counts,
    activities: figures.activities.map(({ activity, table }) => {
      const row = rowOf(table);
      return {
        ...activityOf(activity),
        status: row?.status ?? 'notTakingPart',
        timeSpentSeconds: row?.counts.timeSpentSeconds ?? 0,
        finishedAt: row?.finishedAt ?? null,
      };
    }),
  };
}
