import { isWaived } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../accounts/repository.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { findLatestAnswer } from '../evaluation/repository.js';
import { visibleGroupsIn } from '../task-groups/grade-plan.js';
import { taskGroupsOf } from '../task-info/service.js';
import { countAnswersOf } from './repository.js';

/** The tasks the student gave up (waived), across their task groups. */
export async function abandonedOf(db: Executor, content: KeptContent, student: UserRow, now: Date) {
  const groups = await taskGroupsOf(db, content, student, now);
  return groups.flatMap((group) =>
    group.activities.filter(isWaived).map((activity) => ({
      tgiId: group.tgiId,
      tgiName: group.tgiName,
      activityId: activity.activityId,
      activityName: activity.activityName,
    })),
  );
}

/** A student takes part in the evaluation when their grade's plan holds a started task group. */
export async function participationOf(db: Executor, content: KeptContent, student: UserRow, now: Date) {
  const groups = visibleGroupsIn(await content.plan(db, student.gradeId), student, now);
  return { participate: groups.length > 0, taskGroupNum: groups.length };
}

/** Whether the student handed in a paper: for one activity, or for any. */
export async function hadPaperOf(db: Executor, content: KeptContent, student: UserRow, activityId: number | undefined) {
  if (activityId === undefined) return { hadPaper: (await countAnswersOf(db, student.id)) > 0 };
  const { activity } = await content.visibleActivity(db, student, activityId);
  return { hadPaper: (await findLatestAnswer(db, student.id, activity.id)) !== undefined };
}
