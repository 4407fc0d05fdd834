import { countsAsDone, genderOf, idolLevel, isAnswerDisabled, isWaived } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import { publicItem, staminaCounted, stateDto } from '../evaluation/presenter.js';
import { findStates } from '../evaluation/repository.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { activitiesIn, visibleGroupsIn } from '../task-groups/grade-plan.js';
import { activityDto, groupInfo } from '../task-groups/presenter.js';
import type { TaskGroupRow } from '../task-groups/visibility.js';

/** The student's task groups, each activity with its §3 state and the §4 decision already applied. */
export async function taskGroupsOf(
  db: Executor,
  content: KeptContent,
  student: UserRow,
  now: Date,
  only?: (group: TaskGroupRow) => boolean,
) {
  const plan = await content.plan(db, student.gradeId);
  const groups = visibleGroupsIn(plan, student, now).filter((group) => only?.(group) ?? true);
  const list = activitiesIn(
    plan,
    groups.map((group) => group.id),
  );
  const states = new Map(
    (
      await findStates(
        db,
        student.id,
        list.map((a) => a.id),
      )
    ).map((row) => [row.activityId, row]),
  );
  return groups.map((group) => ({
    ...groupInfo(group),
    isEnded: group.endTime !== null && group.endTime.getTime() <= now.getTime(),
    activities: list
      .filter((activity) => activity.taskGroupId === group.id)
      .map((activity) => {
        const row = states.get(activity.id);
        const state = stateDto(row);
        return {
          ...activityDto(activity),
          ...state,
          answerDisabled: isAnswerDisabled(state, group.endTime, now),
          staminaCounted: staminaCounted(row),
        };
      }),
  }));
}

export async function taskGroupOf(
  db: Executor,
  content: KeptContent,
  student: UserRow,
  taskGroupId: number,
  now: Date,
) {
  const [found] = await taskGroupsOf(db, content, student, now, (group) => group.id === taskGroupId);
  if (!found) throw notFound();
  return found;
}

type StudentTaskGroup = Awaited<ReturnType<typeof taskGroupsOf>>[number];

/** Counts over the open groups (not yet ended) for the home's overview. */
export function overviewFrom(taskGroups: readonly StudentTaskGroup[]) {
  const groups = taskGroups.filter((group) => !group.isEnded);
  const all = groups.flatMap((group) => group.activities);
  const finished = all.filter(countsAsDone).length;
  const waived = all.filter(isWaived).length;
  return {
    taskGroupNum: groups.length,
    total: all.length,
    finished,
    waived,
    unfinished: all.length - finished - waived,
  };
}

export async function overviewOf(db: Executor, content: KeptContent, student: UserRow, now: Date) {
  return overviewFrom(await taskGroupsOf(db, content, student, now));
}

export async function guidePageOf(db: Executor, content: KeptContent, student: UserRow, activityId: number) {
  const { activity, group } = await content.visibleActivity(db, student, activityId);
  return { ...activityDto(activity), ...activity.guidePage, taskGroupInfo: groupInfo(group) };
}

export async function stemsOf(db: Executor, content: KeptContent, student: UserRow, activityId: number) {
  const { activity } = await content.visibleActivity(db, student, activityId);
  return { ...activityDto(activity), items: (await content.items(db, activity.id)).map(publicItem) };
}

export async function activityOf(db: Executor, content: KeptContent, student: UserRow, activityId: number) {
  const { activity, group } = await content.visibleActivity(db, student, activityId);
  return { ...activityDto(activity), taskGroupInfo: groupInfo(group) };
}

/** The idol of the home: level by finished activities (one level per three), §5 fallback above 3. */
export function artistFrom(taskGroups: readonly StudentTaskGroup[], student: UserRow) {
  const finished = taskGroups.flatMap((g) => g.activities).filter(countsAsDone).length;
  const rawLevel = 1 + Math.floor(finished / 3);
  const level = idolLevel(rawLevel);
  const gender = genderOf(student.gender);
  return { rawLevel, level, gender, image: `idol-${gender}-level-${level}.webp` };
}

export async function artistOf(db: Executor, content: KeptContent, student: UserRow, now: Date) {
  return artistFrom(await taskGroupsOf(db, content, student, now), student);
}
