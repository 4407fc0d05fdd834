import { ErrorCode, isAnswerDisabled } from '@pingjia/contract';
import type { Database, Executor } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { stateDto } from '../evaluation/presenter.js';
import { dimensionParents, findState } from '../evaluation/repository.js';
import { aspectScores, levelOf, type DimensionScore } from '../evaluation/scoring.js';
import { visibleTask, type Caller, type StateKey, type TaskRef } from '../evaluation/answer-transaction.js';
import { submitAnswer, type EngineScore, type SubmitEngine } from '../evaluation/submit.js';
import { adaptiveRefusal } from './messages.js';
import { advance, answerStep } from './engine/cat.js';
import { currentAttempt, openAttempt, withAdaptiveTask } from './context.js';
import { pageDto, publicItem, resultOf } from './presenter.js';
import { findLatestAttempt, loadBank, updateAttempt } from './repository.js';

export interface AnswerInput extends TaskRef {
  itemId: number;
  optionId: string;
}

/** §7 getAdaptiveEvaluationAnswerLastPageInfo: starts the test or resumes it where the student left it. */
export async function lastPage(db: Database, caller: Caller, ref: TaskRef, now: Date) {
  return withAdaptiveTask(db, caller, ref, null, now, async (task) => pageDto(await openAttempt(task, now)));
}

/**
 * §7 getAdaptiveEvaluationAnswerNextPageInfo: answers the item on screen, re-estimates, and
 * returns the next item the server chose (or the end). Repeating the last answer (a retry)
 * returns the same page; any other item is refused, since answered items are final.
 */
export async function answerAndNext(db: Database, caller: Caller, input: AnswerInput, now: Date) {
  return withAdaptiveTask(db, caller, input, 'draft', now, async (task) => {
    const attempt = await currentAttempt(task);
    const last = attempt.steps.at(-1);
    if (attempt.currentItemId !== input.itemId) {
      if (last?.itemId === input.itemId && last.optionId === input.optionId) return pageDto(attempt);
      throw adaptiveRefusal(ErrorCode.Conflict, attempt.finishedAt ? 'testFinished' : 'staleItem');
    }
    const item = attempt.bank.find((candidate) => candidate.id === input.itemId);
    if (!item || !item.options.some((option) => option.id === input.optionId))
      throw adaptiveRefusal(ErrorCode.ValidationFailed, 'optionInvalid');
    const step = answerStep(
      attempt.bank,
      attempt.settings,
      attempt.steps,
      item,
      attempt.currentThetaAtChoice ?? 0,
      attempt.currentDraw ?? 0,
      input.optionId === item.correctOptionId,
    );
    const steps = [...attempt.steps, { ...step, optionId: input.optionId, answeredAt: now.toISOString() }];
    const next = advance(attempt.bank, attempt.settings, attempt.seed, steps);
    const updated = await updateAttempt(
      task.tx,
      attempt.id,
      {
        steps,
        pendingOptionId: null,
        currentItemId: next.done ? null : next.next.id,
        currentThetaAtChoice: next.estimate.theta,
        currentDraw: next.done ? null : next.draw,
        stopReason: next.done ? next.reason : null,
        finishedAt: next.done ? now : null,
      },
      now,
    );
    return pageDto(updated);
  });
}

/** §7 tsSubAdaptiveEvaluationGroupAnswer: keeps the time spent and the option marked on the current item. */
export async function saveProgress(
  db: Database,
  caller: Caller,
  input: TaskRef & { useTime: number; itemId?: number | undefined; optionId?: string | undefined },
  now: Date,
) {
  return withAdaptiveTask(db, caller, input, 'draft', now, async (task) => {
    const attempt = await currentAttempt(task);
    const marksCurrent = input.itemId !== undefined && input.itemId === attempt.currentItemId;
    if (input.itemId !== undefined && !marksCurrent) throw adaptiveRefusal(ErrorCode.Conflict, 'staleItem');
    const item = attempt.bank.find((candidate) => candidate.id === attempt.currentItemId);
    if (marksCurrent && input.optionId !== undefined && !item?.options.some((option) => option.id === input.optionId)) {
      throw adaptiveRefusal(ErrorCode.ValidationFailed, 'optionInvalid');
    }
    const pendingOptionId = marksCurrent ? (input.optionId ?? null) : attempt.pendingOptionId;
    return pageDto(
      await updateAttempt(
        task.tx,
        attempt.id,
        { useTime: Math.max(attempt.useTime, input.useTime), pendingOptionId },
        now,
      ),
    );
  });
}

/**
 * §7 getAdaptiveEvaluationPreviousPage: an answered item, view-only. Changing it would
 * invalidate every later choice of the adaptive path, so earlier answers are final.
 */
export async function previousPage(db: Executor, caller: Caller, ref: TaskRef & { position: number }, now: Date) {
  const { activity } = await visibleTask(db, caller, ref, now);
  const attempt =
    activity.kind === 'adaptive' ? await findLatestAttempt(db, caller.student.id, activity.id) : undefined;
  const step = attempt?.steps[ref.position - 1];
  const item = step && attempt?.bank.find((candidate) => candidate.id === step.itemId);
  if (!attempt || !step || !item) throw adaptiveRefusal(ErrorCode.NotFound, 'stepMissing');
  return {
    position: ref.position,
    answeredCount: attempt.steps.length,
    item: publicItem(item),
    chosenOptionId: step.optionId,
    editable: false as const,
  };
}

/** §7 getAdaptiveEvaluationAllPageInfo: the test's limits, the student's progress, and (once over) the result. */
export async function allPageInfo(db: Executor, caller: Caller, ref: TaskRef, now: Date) {
  const { activity, group } = await visibleTask(db, caller, ref, now);
  if (activity.kind !== 'adaptive') throw notFound();
  const [bank, attempt, state] = await Promise.all([
    loadBank(db, activity.id),
    findLatestAttempt(db, caller.student.id, activity.id),
    findState(db, caller.student.id, activity.id),
  ]);
  const settings = attempt?.settings ?? bank?.settings;
  const taskState = stateDto(state);
  return {
    activityId: activity.id,
    taskGroupId: group.id,
    name: activity.name,
    hasBank: bank !== undefined,
    minLength: settings?.minLength ?? 0,
    maxLength: settings?.maxLength ?? 0,
    targetSe: settings?.targetSe ?? 0,
    started: attempt !== undefined,
    answeredCount: attempt?.steps.length ?? 0,
    finished: attempt?.finishedAt != null,
    submitted: attempt?.submittedAt != null,
    answerDisabled: isAnswerDisabled(taskState, group.endTime, now),
    evaluationLeafTaskStateDTO: taskState,
    result: attempt?.finishedAt ? resultOf(attempt) : null,
  };
}

/** The adaptive test's part of the students' submit: the finished attempt's abilities become the dimension scores. */
export const adaptiveEngine: SubmitEngine = {
  kind: 'adaptive',
  async score(tx: Executor, key: StateKey, now: Date): Promise<EngineScore> {
    const attempt = await findLatestAttempt(tx, key.userId, key.activityId);
    if (!attempt || attempt.submittedAt !== null) throw adaptiveRefusal(ErrorCode.NotAllowed, 'notStarted');
    if (!attempt.finishedAt) throw adaptiveRefusal(ErrorCode.NotAllowed, 'testNotFinished');
    const result = resultOf(attempt);
    const parents = await dimensionParents(tx);
    const indicators: DimensionScore[] = result.indicators.map((ability) => ({
      dimensionId: ability.indicatorId,
      parentDimensionId: parents.get(ability.indicatorId) ?? null,
      score: ability.score,
      level: levelOf(ability.score),
    }));
    await updateAttempt(tx, attempt.id, { submittedAt: now }, now);
    const answers: AnswerMap = Object.fromEntries(attempt.steps.map((step) => [String(step.itemId), step.optionId]));
    return { answers, totalScore: result.score, dimensionScores: [...aspectScores(indicators), ...indicators] };
  },
};

/** §7 subAdaptiveEvaluationGroupAnswer: hands the finished test in through the students' submit transaction. */
export function submitAdaptive(
  db: Database,
  caller: Caller,
  input: { taskGroupId: number; activityId: number; submitKey: string; useTime: number },
  now: Date,
) {
  return submitAnswer(db, caller, { ...input, kind: 'submit', answers: {} }, now, adaptiveEngine);
}
