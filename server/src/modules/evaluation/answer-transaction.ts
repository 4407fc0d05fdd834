import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import type { UserRow } from '../accounts/repository.js';
import { counterRefresherOf } from '../progress-live/counter-refresh.js';
import { notifyProgress, progressNotifierOf, type ChangedTask } from '../progress-live/events.js';
import { assertStaminaLeft } from '../stamina/service.js';
import type { ActivityRow, TaskGroupRow } from '../task-groups/visibility.js';
import { assertAnswerAllowed, type AnswerAction } from './answer-rules.js';
import { KeptContent } from './content-cache.js';
import { staminaCounted } from './presenter.js';
import { lockState, lockStudent, type StateKey, type TaskStateRow } from './repository.js';

/** Who answers: the session, the student answered for (a parent acting as their child) and the request's address. */
export interface Caller {
  session: Session;
  student: UserRow;
  ip: string | null;
}

/** The task a call answers; a task group, when given, must be the activity's own. */
export interface TaskRef {
  activityId: number;
  taskGroupId?: number | undefined;
}

/** The engines and the recovery take the key of the rows an answer writes from here, with the rest of the answer path. */
export type { StateKey };

/** What the preamble found, locked until the transaction ends; `admitted` is what `admit` returned. */
export interface OpenTask<A> {
  tx: Tx;
  key: StateKey;
  activity: ActivityRow;
  group: TaskGroupRow;
  state: TaskStateRow;
  admitted: A;
  /** The content this server keeps for the call: items, the plan, the award definitions. */
  content: KeptContent;
  /**
   * With `rules.notesCounters`, the class the work's hand-in statement queues its counter pairs
   * under (the answer tables' triggers then leave them to it); null: the triggers note them.
   */
  queueClassId: number | null;
}

export interface AnswerRules<T, A> {
  /**
   * The action checked on the locked state (§4, then the action's own rule), refused with
   * AnswerDisabled; null leaves the decision to the work (an adaptive page reopens a handed-in test to read it).
   */
  action: AnswerAction | null;
  /** Refuses an activity this call does not answer, before its state is touched; may hand the work what it loaded. */
  admit: (tx: Tx, activity: ActivityRow) => A | Promise<A>;
  /** A hand-in that finishes the task counts against the §5 stamina limit. */
  stamina?: boolean;
  /** A call that carries its own key answers a retry with what it stored the first time, touching nothing else. */
  replay?: (tx: Tx) => Promise<T | undefined>;
  /**
   * The work's writes to the answer tables go through one hand-in statement that notes their
   * counters itself (`storeHandIn` with `queueClassId`), cheaper than the tables' triggers.
   */
  notesCounters?: boolean;
}

/** Admits every activity: the evaluation's own state actions answer any kind. */
export const anyActivity = (): undefined => undefined;

/** Admits the one kind an engine's calls answer; any other activity reads as missing. */
export const activityOfKind =
  (kind: string) =>
  (_tx: Tx, activity: ActivityRow): undefined => {
    if (activity.kind !== kind) throw notFound();
    return undefined;
  };

/** Outside an answer: the activity and its group the caller's student may see, from the grade plan this server keeps. */
export async function visibleTask(db: Executor, caller: Caller, ref: TaskRef, now: Date) {
  const content = await KeptContent.of(db, caller.session, caller.student, now);
  return content.visibleActivity(db, caller.student, ref.activityId, ref.taskGroupId);
}

/**
 * The one way in for everything that answers an activity. The student's answer actions run one
 * at a time (an advisory lock), so the §4 state, respondTimes and the stamina limit are read by one
 * writer only. Under that lock: the replay of a used key, the activity the student may see, the
 * caller's admission of it, its state row (created open, locked), the refusal, stamina; then the work.
 * Its class's counters are refreshed just after the commit, the class's hand-ins at that moment in
 * one recount (counter-refresh.ts), and then open progress pages hear of it (events.ts: a whole
 * class's hand-ins share a few notifications, and no commit waits for another's). Inside a
 * caller's own transaction, both happen at that transaction's commit.
 */
export async function answerTransaction<T, A>(
  db: Executor,
  caller: Caller,
  ref: TaskRef,
  rules: AnswerRules<T, A>,
  now: Date,
  work: (task: OpenTask<A>) => Promise<T>,
): Promise<T> {
  const { student } = caller;
  const inOuterTransaction = db instanceof PgTransaction;
  // Inside a caller's transaction this keeps nothing across calls (a cache per executor): rare, and correct.
  const content = await KeptContent.of(db, caller.session, student, now);
  // Queued pairs need this server's refresh after the commit, and a student without a class has
  // no queue: both leave the noting to the triggers.
  const queueClassId = rules.notesCounters && !inOuterTransaction ? student.classId : null;
  const { result, changed } = await db.transaction(async (tx) => {
    await lockStudent(tx, student.id, {
      queueCounters: !inOuterTransaction,
      writerNotesCounters: queueClassId !== null,
    });
    const earlier = await rules.replay?.(tx);
    if (earlier !== undefined) return { result: earlier, changed: undefined };

    const { activity, group } = await content.visibleActivity(tx, student, ref.activityId, ref.taskGroupId);
    const admitted = await rules.admit(tx, activity);
    const key = {
      userId: student.id,
      activityId: activity.id,
      taskGroupId: group.id,
      provinceShardId: student.provinceShardId,
    };
    const state = await lockState(tx, key);
    if (rules.action) assertAnswerAllowed(rules.action, state, group.endTime, now);
    if (rules.stamina) {
      const subject = {
        roleCode: caller.session.roleId,
        student,
        activityPassed: activity.passed,
        groupPassed: group.passed,
        alreadyCounted: staminaCounted(state),
      };
      await assertStaminaLeft(tx, subject, now);
    }
    const done = await work({ tx, key, activity, group, state, admitted, content, queueClassId });
    const task: ChangedTask = { ...key, classId: student.classId, schoolId: student.schoolId };
    if (inOuterTransaction) await notifyProgress(tx, task);
    return { result: done, changed: task };
  });
  if (changed && !(db instanceof PgTransaction)) {
    if (changed.classId !== null) await counterRefresherOf(db).refreshClass(changed.classId);
    progressNotifierOf(db).publish(changed);
  }
  return result;
}
