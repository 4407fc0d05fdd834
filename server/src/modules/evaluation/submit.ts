import { ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Session } from '../../platform/sessions/types.js';
import type { UserRow } from '../accounts/repository.js';
import { grantAwards, type GrantedAward } from '../awards/service.js';
import { assertStaminaLeft } from '../stamina/service.js';
import { findVisibleActivity } from '../task-groups/visibility.js';
import { checkAnswers } from './answer-check.js';
import { answerRefusal } from './answer-rules.js';
import { evaluationRefusal } from './messages.js';
import {
  deleteDraft,
  dimensionParents,
  findAnswerByKey,
  findLatestAnswer,
  insertAnswer,
  loadItems,
  lockState,
  lockStudent,
  replaceDimensionScores,
  setAnswerResult,
  updateState,
  type FullItem,
  type TaskStateRow,
} from './repository.js';
import { scoreDimensions, totalScore, type DimensionScore } from './scoring.js';
import { stateDto } from './presenter.js';

export type SubmitKind = 'submit' | 'replace' | 'reupload';

export interface SubmitInput {
  kind: SubmitKind;
  taskGroupId: number;
  activityId: number;
  submitKey: string;
  answers: AnswerMap;
  useTime: number;
}

export interface SubmitResult {
  answerId: number;
  activityId: number;
  taskGroupId: number;
  queryProgress: true;
  totalScore: number;
  dimensionScores: DimensionScore[];
  awards: GrantedAward[];
  taskState: ReturnType<typeof stateDto>;
}

export interface Caller {
  session: Session;
  student: UserRow;
  ip: string | null;
}

const ANSWERABLE = new Set(['activity', 'questionnaire']);

export interface StateKey {
  userId: number;
  activityId: number;
  taskGroupId: number;
  provinceShardId: number;
}

export interface EngineScore {
  answers: AnswerMap;
  totalScore: number;
  dimensionScores: DimensionScore[];
}

/**
 * An assessment engine with its own answer screen (adaptive, programming, scenario) hands in
 * through the same transaction; it answers for one activity kind and scores its own stored work.
 */
export interface SubmitEngine {
  kind: string;
  score(tx: Executor, key: StateKey, now: Date): Promise<EngineScore>;
}

/** A re-upload changes the uploads only: the rest of the latest answer stays as it was. */
function mergeReupload(itemList: FullItem[], previous: AnswerMap, incoming: AnswerMap): AnswerMap {
  const uploads = new Set(itemList.filter((item) => item.type === 'upload').map((item) => String(item.id)));
  if (Object.keys(incoming).some((key) => !uploads.has(key)))
    throw evaluationRefusal(ErrorCode.ValidationFailed, 'answerInvalid');
  return { ...previous, ...incoming };
}

function nextState(kind: SubmitKind, state: TaskStateRow, now: Date) {
  if (kind === 'reupload') return { reuploadFlag: 0 };
  return {
    userTaskState: 1,
    respondTimes: state.respondTimes + 1,
    reuploadFlag: 0,
    finishedAt: state.finishedAt ?? now,
  };
}

/** Checks and scores the answer to the activity's own items (a re-upload merged into the latest answer). */
async function scoreItems(tx: Executor, input: SubmitInput, key: StateKey): Promise<EngineScore> {
  const itemList = await loadItems(tx, key.activityId);
  const previous = input.kind === 'reupload' ? await findLatestAnswer(tx, key.userId, key.activityId) : undefined;
  const answers =
    input.kind === 'reupload' ? mergeReupload(itemList, previous?.answers ?? {}, input.answers) : input.answers;
  await checkAnswers(tx, key.userId, itemList, answers, true);
  const scored = itemList.map((item) => ({ ...item, options: item.options.map(({ id, score }) => ({ id, score })) }));
  return {
    answers,
    totalScore: totalScore(scored, answers),
    dimensionScores: scoreDimensions(scored, answers, await dimensionParents(tx)),
  };
}

/**
 * Stores an answer and its dimension scores in one transaction. The student's answer actions
 * run one at a time (an advisory lock), so the §4 state, respondTimes and the stamina limit are
 * read by one writer only; a submit key already used returns the first result and writes nothing.
 */
export async function submitAnswer(
  db: Executor,
  caller: Caller,
  input: SubmitInput,
  now: Date,
  engine?: SubmitEngine,
): Promise<SubmitResult> {
  const { student } = caller;
  return db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    const earlier = await findAnswerByKey(tx, student.id, input.submitKey);
    if (earlier) return earlier.result as unknown as SubmitResult;

    const { activity, group } = await findVisibleActivity(tx, student, input.activityId, now, input.taskGroupId);
    const answerable = engine ? activity.kind === engine.kind : ANSWERABLE.has(activity.kind);
    if (!answerable) throw evaluationRefusal(ErrorCode.NotAllowed, 'engineNotReady');
    const key = {
      userId: student.id,
      activityId: activity.id,
      taskGroupId: group.id,
      provinceShardId: student.provinceShardId,
    };
    const state = await lockState(tx, key);
    const refusal = answerRefusal(input.kind, state, group.endTime, now);
    if (refusal) throw evaluationRefusal(ErrorCode.AnswerDisabled, refusal);
    if (input.kind !== 'reupload') {
      const subject = {
        roleCode: caller.session.roleId,
        student,
        activityPassed: activity.passed,
        groupPassed: group.passed,
      };
      await assertStaminaLeft(tx, subject, now);
    }

    const {
      answers,
      totalScore: total,
      dimensionScores,
    } = engine ? await engine.score(tx, key, now) : await scoreItems(tx, input, key);
    const inserted = await insertAnswer(tx, {
      ...key,
      submitKey: input.submitKey,
      kind: input.kind,
      answers,
      useTime: input.useTime,
      totalScore: total,
      result: {},
      actorUserId: caller.session.actorUserId,
      submittedAt: now,
    });
    if (!inserted) throw evaluationRefusal(ErrorCode.Conflict, 'answerAlreadySubmitted');
    await replaceDimensionScores(tx, key, dimensionScores, now);
    const updated = await updateState(tx, student.id, activity.id, nextState(input.kind, state, now), now);
    await deleteDraft(tx, student.id, activity.id);
    const aspectLevels = dimensionScores
      .filter((score) => score.parentDimensionId === null)
      .map((score) => score.level);
    const awards = await grantAwards(tx, { ...key, aspectLevels, now });

    const result: SubmitResult = {
      answerId: inserted.id,
      activityId: activity.id,
      taskGroupId: group.id,
      queryProgress: true,
      totalScore: total,
      dimensionScores,
      awards,
      taskState: stateDto(updated),
    };
    await setAnswerResult(tx, inserted.id, result as unknown as Record<string, unknown>);
    await recordAudit(tx, {
      ...auditActor(caller.session),
      action: `evaluation.${input.kind}`,
      entityType: 'answer',
      entityId: inserted.id,
      before: stateDto(state),
      after: { activityId: activity.id, totalScore: total, taskState: result.taskState },
      ip: caller.ip,
      provinceShardId: student.provinceShardId,
    });
    return result;
  });
}
