import { ErrorCode, type AnswerState } from '@pingjia/contract';
import type { Database, Tx } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import { findVisibleActivity } from '../task-groups/visibility.js';
import { checkAnswers } from './answer-check.js';
import { answerRefusal, type AnswerAction } from './answer-rules.js';
import { evaluationRefusal } from './messages.js';
import { deleteDraft, loadItems, lockState, lockStudent, saveDraft, updateState } from './repository.js';
import { stateDto } from './presenter.js';
import type { Caller } from './submit.js';

interface StateKey {
  userId: number;
  activityId: number;
  taskGroupId: number;
  provinceShardId: number;
}

interface TaskRef {
  taskGroupId: number;
  activityId: number;
}

/** Opens the task's state under the student's lock and refuses what §4 or the action forbids. */
export async function withAllowedState<T>(
  db: Database,
  caller: Caller,
  ref: TaskRef,
  action: AnswerAction,
  now: Date,
  run: (tx: Tx, key: StateKey, before: AnswerState) => Promise<T>,
): Promise<T> {
  const { student } = caller;
  return db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    const { activity, group } = await findVisibleActivity(tx, student, ref.activityId, now, ref.taskGroupId);
    const key = {
      userId: student.id,
      activityId: activity.id,
      taskGroupId: group.id,
      provinceShardId: student.provinceShardId,
    };
    const state = await lockState(tx, key);
    const refusal = answerRefusal(action, state, group.endTime, now);
    if (refusal) throw evaluationRefusal(ErrorCode.AnswerDisabled, refusal);
    return run(tx, key, stateDto(state));
  });
}

/** Keeps the student's answers so far and the time spent (the server half of the draft). */
export async function saveEvaluationDraft(
  db: Database,
  caller: Caller,
  input: TaskRef & { answers: AnswerMap; useTime: number },
  now: Date,
) {
  await withAllowedState(db, caller, input, 'draft', now, async (tx, key) => {
    await checkAnswers(tx, key.userId, await loadItems(tx, key.activityId), input.answers, false);
    await saveDraft(tx, { ...key, answers: input.answers, useTime: input.useTime }, now);
  });
}

async function changeState(db: Database, caller: Caller, ref: TaskRef, action: 'again' | 'waive', now: Date) {
  return withAllowedState(db, caller, ref, action, now, async (tx, key, before) => {
    const changes = action === 'again' ? { userTaskState: 0 } : { userTaskState: 1, isWaive: 1 };
    const updated = stateDto(await updateState(tx, key.userId, key.activityId, changes, now));
    await deleteDraft(tx, key.userId, key.activityId);
    await recordAudit(tx, {
      ...auditActor(caller.session),
      action: `evaluation.${action}`,
      entityType: 'taskState',
      entityId: `${key.userId}:${key.activityId}`,
      before,
      after: updated,
      ip: caller.ip,
      provinceShardId: key.provinceShardId,
    });
    return { taskState: updated };
  });
}

/** Reopens an answered task for its one re-answer. */
export const answerAgain = (db: Database, caller: Caller, ref: TaskRef, now: Date) =>
  changeState(db, caller, ref, 'again', now);

/** The student gives the task up; §4 then keeps it closed. */
export const waiveTask = (db: Database, caller: Caller, ref: TaskRef, now: Date) =>
  changeState(db, caller, ref, 'waive', now);
