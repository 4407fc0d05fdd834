import { TaskState } from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import { checkAnswers } from './answer-check.js';
import { answerTransaction, anyActivity, type Caller } from './answer-transaction.js';
import { loadItems, saveDraft, updateStateDroppingDraft } from './repository.js';
import { stateDto } from './presenter.js';

interface TaskRef {
  taskGroupId: number;
  activityId: number;
}

/** Keeps the student's answers so far and the time spent (the server half of the draft). */
export async function saveEvaluationDraft(
  db: Database,
  caller: Caller,
  input: TaskRef & { answers: AnswerMap; useTime: number },
  now: Date,
) {
  const rules = { action: 'draft', admit: anyActivity } as const;
  await answerTransaction(db, caller, input, rules, now, async ({ tx, key }) => {
    await checkAnswers(tx, key.userId, await loadItems(tx, key.activityId), input.answers, false);
    await saveDraft(tx, { ...key, answers: input.answers, useTime: input.useTime }, now);
  });
}

async function changeState(db: Database, caller: Caller, ref: TaskRef, action: 'again' | 'waive', now: Date) {
  return answerTransaction(db, caller, ref, { action, admit: anyActivity }, now, async ({ tx, key, state }) => {
    const before = stateDto(state);
    const changes =
      action === 'again' ? { userTaskState: TaskState.open } : { userTaskState: TaskState.submitted, isWaive: 1 };
    const updated = stateDto(await updateStateDroppingDraft(tx, key.userId, key.activityId, changes, now));
    await recordAudit(tx, {
      ...auditActor(caller.session),
      action: `evaluation.${action}`,
      entityType: 'taskState',
      entityId: `${key.userId}:${key.activityId}`,
      before,
      after: updated,
      ip: caller.ip,
      provinceShardId: key.provinceShardId,
      place: { userId: key.userId },
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
