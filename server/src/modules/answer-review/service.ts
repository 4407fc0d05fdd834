import { ErrorCode, type AnswerStanding } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import { latestAnswerOf } from '../evaluation/service.js';
import { groupsInScope } from '../progress/repository.js';
import { requireClass, requireUserOfType } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { answerReviewRefusal } from './messages.js';
import {
  findActivityWithGroup,
  findClassNames,
  findHistory,
  listAnswers,
  STUDENT,
  type AnswerFilter,
  type AnswerRow,
} from './repository.js';
import { contentOf } from './review.js';

export interface AnswerQuery {
  activityId: number;
  taskGroupId?: number | undefined;
  studentId?: number | undefined;
  answerId?: number | undefined;
}

const answerDto = (row: AnswerRow) => ({
  answerId: row.id,
  kind: row.kind,
  answers: row.answers,
  useTime: row.useTime,
  submittedAt: row.submittedAt.toISOString(),
});

const historyEntry = ({ answer, status }: { answer: AnswerRow; status: AnswerStanding }) => ({
  answerId: answer.id,
  kind: answer.kind,
  status,
  totalScore: answer.totalScore,
  useTime: answer.useTime,
  submittedAt: answer.submittedAt.toISOString(),
});

/** §2 assessQuery's table: a task group of the caller's scope, optionally one activity, class or name. */
export async function answerList(
  db: Executor,
  scope: AdminScope,
  query: AnswerFilter & { pageIndex: number; pageSize: number },
) {
  const [group] = await groupsInScope(db, scope, query.taskGroupId);
  if (!group) throw notFound();
  if (query.activityId !== undefined) {
    const found = await findActivityWithGroup(db, query.activityId);
    if (found?.activity.taskGroupId !== query.taskGroupId) throw notFound();
  }
  if (query.classId !== undefined) await requireClass(db, scope, query.classId);
  const { rows, total } = await listAnswers(db, scope, query, query);
  return { records: rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })), total };
}

/**
 * A student's (or a bound child's) own answer to an activity they see: the one named, else the
 * latest handed in (null before the first), exactly as the answer screens have always read it.
 */
export async function ownAnswer(db: Executor, content: KeptContent, student: UserRow, query: AnswerQuery) {
  if (query.answerId === undefined) return latestAnswerOf(db, content, student, query);
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const named = (await findHistory(db, student.id, activity.id)).find(({ answer }) => answer.id === query.answerId);
  if (!named) throw notFound();
  return answerDto(named.answer);
}

/**
 * Staff open an answer of a student in their scope as the student saw it, with the student's
 * whole history on the activity. A student, activity or answer they may not see reads as missing.
 */
export async function reviewAnswer(db: Executor, scope: AdminScope, query: AnswerQuery) {
  if (query.studentId === undefined) throw answerReviewRefusal(ErrorCode.ValidationFailed, 'studentRequired');
  const student = await requireUserOfType(db, scope, query.studentId, STUDENT);
  const found = await findActivityWithGroup(db, query.activityId);
  const { activity } = found ?? {};
  if (!found || !activity || activity.provinceShardId !== scope.provinceShardId) throw notFound();
  if (query.taskGroupId !== undefined && activity.taskGroupId !== query.taskGroupId) throw notFound();
  // An activity of a group no grade in scope takes reads as missing: the reply must not tell it exists.
  const [groupInScope] = await groupsInScope(db, scope, activity.taskGroupId);
  if (!groupInScope) throw notFound();
  const history = await findHistory(db, student.id, activity.id);
  const chosen = query.answerId === undefined ? history[0] : history.find(({ answer }) => answer.id === query.answerId);
  if (!chosen) {
    if (query.answerId !== undefined) throw notFound();
    return null;
  }
  const names = await findClassNames(db, student.classId);
  return {
    ...answerDto(chosen.answer),
    review: {
      student: {
        studentId: student.id,
        userName: student.userName,
        loginName: student.loginName,
        gradeName: names?.gradeName ?? null,
        className: names?.className ?? null,
      },
      activity: {
        activityId: activity.id,
        activityName: activity.name,
        kind: activity.kind,
        taskGroupId: activity.taskGroupId,
        taskGroupName: found.groupName,
      },
      status: chosen.status,
      totalScore: chosen.answer.totalScore,
      history: history.map(historyEntry),
      content: await contentOf(db, chosen.answer, activity),
    },
  };
}
