import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnswerStanding } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { activities, adaptiveAttempts, answers, classes, grades, taskGroups, users } from '../../db/schema/index.js';
import { likePattern } from '../people/schema.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

export type AnswerRow = typeof answers.$inferSelect;
export type AttemptRow = typeof adaptiveAttempts.$inferSelect;

/** users.user_type of a student. */
export const STUDENT = 1;

/**
 * Where an answer stands: before a reset of its activity, replaced by a later hand-in, or the
 * student's current one. The list and the history both read it from here, so they never disagree.
 * Plain SQL: drizzle leaves a one-table select's columns unqualified, which the subqueries would capture.
 */
const standing = sql<AnswerStanding>`case
  when exists (
    select 1 from result_resets reset
    where reset.student_id = answers.user_id
      and reset.activity_id = answers.activity_id
      and reset.created_at > answers.submitted_at
  ) then 'reset'
  when exists (
    select 1 from answers later
    where later.user_id = answers.user_id and later.activity_id = answers.activity_id and later.id > answers.id
  ) then 'replaced'
  else 'current' end`;

export interface AnswerFilter {
  taskGroupId: number;
  activityId?: number | undefined;
  classId?: number | undefined;
  keyword?: string | undefined;
}

function filterOf(scope: AdminScope, filter: AnswerFilter): SQL | undefined {
  const keyword = filter.keyword ? likePattern(filter.keyword) : undefined;
  return and(
    eq(answers.taskGroupId, filter.taskGroupId),
    filter.activityId === undefined ? undefined : eq(answers.activityId, filter.activityId),
    eq(users.userType, STUDENT),
    classCondition(scope, users.classId, users.schoolId, users.provinceShardId),
    filter.classId === undefined ? undefined : eq(users.classId, filter.classId),
    keyword ? or(ilike(users.userName, keyword), ilike(users.loginName, keyword)) : undefined,
  );
}

/** One page of the answers students in scope handed in, newest first, and how many there are. */
export async function listAnswers(
  db: Executor,
  scope: AdminScope,
  filter: AnswerFilter,
  page: { pageIndex: number; pageSize: number },
) {
  const where = filterOf(scope, filter);
  const rows = await db
    .select({
      answerId: answers.id,
      kind: answers.kind,
      status: standing,
      totalScore: answers.totalScore,
      useTime: answers.useTime,
      submittedAt: answers.submittedAt,
      studentId: users.id,
      userName: users.userName,
      loginName: users.loginName,
      gradeName: grades.name,
      className: classes.name,
      activityId: activities.id,
      activityName: activities.name,
      activityKind: activities.kind,
      taskGroupId: answers.taskGroupId,
    })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.userId))
    .innerJoin(activities, eq(activities.id, answers.activityId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .leftJoin(grades, eq(grades.id, classes.gradeId))
    .where(where)
    .orderBy(desc(answers.submittedAt), desc(answers.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every answer the student handed in to the activity, newest first, with where each stands. */
export async function findHistory(db: Executor, userId: number, activityId: number) {
  return db
    .select({ answer: answers, status: standing })
    .from(answers)
    .where(and(eq(answers.userId, userId), eq(answers.activityId, activityId)))
    .orderBy(desc(answers.id));
}

export async function findActivityWithGroup(db: Executor, activityId: number) {
  const [row] = await db
    .select({ activity: activities, groupName: taskGroups.name })
    .from(activities)
    .innerJoin(taskGroups, eq(taskGroups.id, activities.taskGroupId))
    .where(eq(activities.id, activityId));
  return row;
}

/** The grade and class names of a class, for the review's header. */
export async function findClassNames(db: Executor, classId: number | null) {
  if (classId === null) return undefined;
  const [row] = await db
    .select({ gradeName: grades.name, className: classes.name })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(eq(classes.id, classId));
  return row;
}

/** The adaptive run an answer handed in: the submit stamps both with the same time. */
export async function findHandedInAttempt(
  db: Executor,
  answer: Pick<AnswerRow, 'userId' | 'activityId' | 'submittedAt'>,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(adaptiveAttempts)
    .where(
      and(
        eq(adaptiveAttempts.userId, answer.userId),
        eq(adaptiveAttempts.activityId, answer.activityId),
        eq(adaptiveAttempts.submittedAt, answer.submittedAt),
      ),
    )
    .orderBy(asc(adaptiveAttempts.attemptNo))
    .limit(1);
  return row;
}
