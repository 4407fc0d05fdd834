import { randomInt } from 'node:crypto';
import { ErrorCode } from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import { answerRefusal, assertAnswerAllowed } from '../evaluation/answer-rules.js';
import {
  activityOfKind,
  answerTransaction,
  type Caller,
  type OpenTask,
  type TaskRef,
} from '../evaluation/answer-transaction.js';
import { adaptiveRefusal } from './messages.js';
import { advance } from './engine/cat.js';
import { findLatestAttempt, insertAttempt, loadBank, type AttemptRow } from './repository.js';

/** An adaptive task opened in the students' answer transaction. */
export type LockedTask = OpenTask<undefined>;

/**
 * Runs an adaptive action in the students' answer transaction: the per-student lock, an
 * adaptive activity the student may see (anything else reads as missing), its locked state.
 * Answering (`'draft'`) is refused as §4 says; opening the last page (null) decides itself.
 */
export async function withAdaptiveTask<T>(
  db: Database,
  caller: Caller,
  ref: TaskRef,
  action: 'draft' | null,
  now: Date,
  run: (task: LockedTask) => Promise<T>,
): Promise<T> {
  return answerTransaction(db, caller, ref, { action, admit: activityOfKind('adaptive') }, now, run);
}

/** The attempt in progress, a new one when the task is open for a (re-)answer, or the last one handed in. */
export async function openAttempt(task: LockedTask, now: Date): Promise<AttemptRow> {
  const latest = await findLatestAttempt(task.tx, task.key.userId, task.key.activityId);
  if (latest && latest.submittedAt === null) return latest;
  const mayStart = answerRefusal('draft', task.state, task.group.endTime, now) === null;
  if (latest && !mayStart) return latest;
  assertAnswerAllowed('draft', task.state, task.group.endTime, now);
  const bank = await loadBank(task.tx, task.key.activityId);
  if (!bank) throw adaptiveRefusal(ErrorCode.NotAllowed, 'bankMissing');
  // A fresh seed per attempt spreads exposure across students; it is stored, so the path can be replayed.
  const seed = randomInt(0, 2 ** 31 - 1);
  const first = advance(bank.items, bank.settings, seed, []);
  return insertAttempt(task.tx, {
    ...task.key,
    attemptNo: (latest?.attemptNo ?? 0) + 1,
    seed,
    settings: bank.settings,
    bank: bank.items,
    currentItemId: first.done ? null : first.next.id,
    currentThetaAtChoice: first.estimate.theta,
    currentDraw: first.done ? null : first.draw,
    stopReason: first.done ? first.reason : null,
    finishedAt: first.done ? now : null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The attempt being answered; refuses when there is none. */
export async function currentAttempt(task: LockedTask): Promise<AttemptRow> {
  const latest = await findLatestAttempt(task.tx, task.key.userId, task.key.activityId);
  if (!latest || latest.submittedAt !== null) throw adaptiveRefusal(ErrorCode.NotAllowed, 'notStarted');
  return latest;
}
