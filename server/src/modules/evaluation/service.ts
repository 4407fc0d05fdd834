import {
  countsAsDone,
  DEFAULT_KEY_POINT,
  isAnswerDisabled,
  TaskState,
  type LeafTaskStateResponse,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../accounts/repository.js';
import { staminaViewOf } from '../stamina/service.js';
import { activityDto, groupInfo } from '../task-groups/presenter.js';
import { activitiesIn } from '../task-groups/grade-plan.js';
import type { KeptContent } from './content-cache.js';
import {
  findDimensionScores,
  findDraft,
  findLatestAnswer,
  findStandingAnswer,
  findState,
  findStates,
} from './repository.js';
import { publicItem, staminaCounted, stateDto } from './presenter.js';

const filledCount = (answers: Record<string, unknown>) =>
  Object.values(answers).filter((value) => (Array.isArray(value) ? value.length > 0 : String(value).trim() !== ''))
    .length;

interface TaskQuery {
  activityId: number;
  taskGroupId?: number | undefined;
}

/** §7 getLeafEvaluationTaskStateByUser: progress through the items and the §4 flags. */
export async function leafTaskState(
  db: Executor,
  content: KeptContent,
  student: UserRow,
  query: TaskQuery,
): Promise<LeafTaskStateResponse> {
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const [state, draft, latest, itemList] = await Promise.all([
    findState(db, student.id, activity.id),
    findDraft(db, student.id, activity.id),
    findLatestAnswer(db, student.id, activity.id),
    content.items(db, activity.id),
  ]);
  const chooseNum = itemList.length;
  const answers = state?.userTaskState === TaskState.open || !latest ? (draft?.answers ?? {}) : latest.answers;
  const firstIndicator = itemList[0]?.indicators[0]?.indicatorId;
  const parents = firstIndicator ? await content.dimensionParents(db) : new Map<string, string | null>();
  const dimensionId = (firstIndicator && parents.get(firstIndicator)) || DEFAULT_KEY_POINT.dimensionId;
  return {
    taskPart: { chooseNum, doneNum: Math.min(filledCount(answers), chooseNum), dimensionId },
    evaluationLeafTaskStateDTO: stateDto(state),
  };
}

/** The answer screen's header: group, activity, flags, the §4 decision and the §5 stamina view. */
export async function leafTaskInfoAndState(
  db: Executor,
  content: KeptContent,
  student: UserRow,
  roleCode: number,
  query: TaskQuery,
  now: Date,
) {
  const { activity, group } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const row = await findState(db, student.id, activity.id);
  const state = stateDto(row);
  const counted = staminaCounted(row);
  const subject = { roleCode, student, activityPassed: activity.passed, groupPassed: group.passed };
  return {
    taskGroupInfo: groupInfo(group),
    activity: { ...activityDto(activity), guidePage: activity.guidePage },
    evaluationLeafTaskStateDTO: state,
    answerDisabled: isAnswerDisabled(state, group.endTime, now),
    staminaCounted: counted,
    stamina: await staminaViewOf(db, { ...subject, alreadyCounted: counted }, now),
  };
}

export async function groupInfoOf(db: Executor, content: KeptContent, student: UserRow, taskGroupId: number) {
  return groupInfo(await content.visibleGroup(db, student, taskGroupId));
}

export async function leafEvaluationOf(db: Executor, content: KeptContent, student: UserRow, query: TaskQuery) {
  const { activity, group } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const itemList = await content.items(db, activity.id);
  return { taskGroupInfo: groupInfo(group), activity: activityDto(activity), items: itemList.map(publicItem) };
}

/** The student's latest handed-in answer, or null. */
export async function latestAnswerOf(db: Executor, content: KeptContent, student: UserRow, query: TaskQuery) {
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const latest = await findLatestAnswer(db, student.id, activity.id);
  if (!latest) return null;
  return {
    answerId: latest.id,
    kind: latest.kind,
    answers: latest.answers,
    useTime: latest.useTime,
    submittedAt: latest.submittedAt.toISOString(),
  };
}

export async function draftOf(db: Executor, content: KeptContent, student: UserRow, query: TaskQuery) {
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const draft = await findDraft(db, student.id, activity.id);
  return {
    activityId: activity.id,
    useTime: draft?.useTime ?? 0,
    answers: draft?.answers ?? {},
    updatedAt: draft?.updatedAt.toISOString() ?? null,
  };
}

export async function evaluationInfoOf(db: Executor, content: KeptContent, student: UserRow, query: TaskQuery) {
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const [state, latest] = await Promise.all([
    findState(db, student.id, activity.id),
    findStandingAnswer(db, student.id, activity.id),
  ]);
  return {
    activityId: activity.id,
    answered: latest !== undefined,
    respondTimes: state?.respondTimes ?? 0,
    totalScore: latest?.totalScore ?? null,
    useTime: latest?.useTime ?? 0,
    submittedAt: latest?.submittedAt.toISOString() ?? null,
  };
}

/** Per task group: how many activities are done, and the mean score of each aspect over them. */
export async function aggregateOf(db: Executor, content: KeptContent, student: UserRow, taskGroupId: number) {
  const group = await content.visibleGroup(db, student, taskGroupId);
  const plan = await content.plan(db, student.gradeId);
  const activityIds = activitiesIn(plan, [group.id]).map((activity) => activity.id);
  const states = await findStates(db, student.id, activityIds);
  const scores = await findDimensionScores(db, student.id, { taskGroupId });
  const byAspect = new Map<string, number[]>();
  for (const row of scores.filter((score) => score.parentDimensionId === null)) {
    byAspect.set(row.dimensionId, [...(byAspect.get(row.dimensionId) ?? []), row.score]);
  }
  return {
    tgiId: group.id,
    chooseNum: activityIds.length,
    doneNum: states.filter(countsAsDone).length,
    dimensionScores: [...byAspect].map(([dimensionId, list]) => ({
      dimensionId,
      score: Math.round((10 * list.reduce((a, b) => a + b, 0)) / list.length) / 10,
    })),
  };
}

/** A student may open the real-time report of an activity once they handed in an answer to it (since any reset). */
export async function reportAuthorityOf(db: Executor, content: KeptContent, student: UserRow, query: TaskQuery) {
  const { activity } = await content.visibleActivity(db, student, query.activityId, query.taskGroupId);
  const standing = await findStandingAnswer(db, student.id, activity.id);
  return { activityId: activity.id, hasAuthority: standing !== undefined };
}
