import { randomInt } from 'node:crypto';
import { ErrorCode } from '@pingjia/contract';
import type { Database, Tx } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { answerRefusal } from '../evaluation/answer-rules.js';
import { evaluationRefusal } from '../evaluation/messages.js';
import { lockState, lockStudent, type TaskStateRow } from '../evaluation/repository.js';
import type { Caller, StateKey } from '../evaluation/submit.js';
import { findVisibleActivity, type TaskGroupRow } from '../task-groups/visibility.js';
import { adaptiveRefusal } from './messages.js';
import { advance } from './engine/cat.js';
import { findLatestAttempt, insertAttempt, loadBank, type AttemptRow } from './repository.js';

export interface TaskRef {
  activityId: number;
  taskGroupId?: number | undefined;
}

export interface LockedTask {
  tx: Tx;
  key: StateKey;
  group: TaskGroupRow;
  state: TaskStateRow;
}

/**
 * Runs an adaptive action in the students' answer transaction: the per-student lock, an
 * adaptive activity the student may see (anything else reads as missing), its locked state.
 */
export async function withAdaptiveTask<T>(
  db: Database,
  caller: Caller,
  ref: TaskRef,
  now: Date,
  run: (task: LockedTask) => Promise<T>,
): Promise<T> {
  const { student } = caller;
  return db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    const { activity, group } = await findVisibleActivity(tx, student, ref.activityId, now, ref.taskGroupId);
    if (activity.kind !== 'adaptive') throw notFound();
    const key = {
      userId: student.id,
      activityId: activity.id,
      taskGroupId: group.id,
      provinceShardId: student.provinceShardId,
    };
    return run({ tx, key, group, state: await lockState(tx, key) });
  });
}

/** Refuses answering when the §4 decision (or the state) forbids it, with the students' messages. */
export function assertMayAnswer(task: LockedTask, now: Date): void {
  const refusal = answerRefusal('draft', task.state, task.group.endTime, now);
  if (refusal) throw evaluationRefusal(ErrorCode.AnswerDisabled, refusal);
}

/** The attempt in progress, a new one when the task is open for a (re-)answer, or the last one handed in. */
export async function openAttempt(task: LockedTask, now: Date): Promise<AttemptRow> {
  const latest = await findLatestAttempt(task.tx, task.key.userId, task.key.activityId);
  if (latest && latest.submittedAt === null) return latest;
  const mayStart = answerRefusal('draft', task.state, task.group.endTime, now) === null;
  if (latest && !mayStart) return latest;
  assertMayAnswer(task, now);
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
