import { ErrorCode, TaskState, type AnswerState } from '@pingjia/contract';
import type { Database, Tx } from '../../db/client.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import type { StateKey } from '../evaluation/answer-transaction.js';
import { KeptContent } from '../evaluation/content-cache.js';
import { stateDto } from '../evaluation/presenter.js';
import { replaceDimensionScores } from '../evaluation/hand-in-writes.js';
import { lockState, lockStudent, updateState } from '../evaluation/repository.js';
import { notifyProgress } from '../progress-live/events.js';
import { requireUserOfType, type UserRow } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { recoveryRefusal } from './messages.js';
import { clearWorkInProgress, findDistrictOf, hasWorkInProgress, insertReset } from './repository.js';

/** users.user_type of a student. */
const STUDENT = 1;

/** Who resets, for the audit row. */
export interface ResetActor {
  session: Session;
  ip: string | null;
}

export interface ResetInput {
  studentId: number;
  activityId: number;
  reason: string;
}

const NOT_STARTED = { userTaskState: TaskState.open, respondTimes: 0, isWaive: 0, reuploadFlag: 0 } as const;

const isNotStarted = (state: AnswerState) =>
  state.userTaskState === NOT_STARTED.userTaskState &&
  state.respondTimes === NOT_STARTED.respondTimes &&
  state.isWaive === NOT_STARTED.isWaive &&
  state.reuploadFlag === NOT_STARTED.reuploadFlag;

interface Target {
  student: UserRow & { schoolId: number };
  key: StateKey;
}

/**
 * The student in the caller's scope, locked like the answer transaction locks them, and an
 * activity of their plan as the student's own calls see it (the grade plan this server keeps);
 * anything else answers like a missing record.
 */
async function lockTarget(
  db: Database,
  tx: Tx,
  actor: ResetActor,
  scope: AdminScope,
  input: ResetInput,
  now: Date,
): Promise<Target> {
  const student = await requireUserOfType(tx, scope, input.studentId, STUDENT);
  const { schoolId } = student;
  // A student in an admin's scope has a school (scope is granted by school or by district).
  if (schoolId === null) throw notFound();
  await lockStudent(tx, student.id);
  const content = await KeptContent.of(db, actor.session, student, now);
  const { activity, group } = await content.visibleActivity(tx, student, input.activityId);
  const key = {
    userId: student.id,
    activityId: activity.id,
    taskGroupId: group.id,
    provinceShardId: student.provinceShardId,
  };
  return { student: { ...student, schoolId }, key };
}

interface Change {
  before: AnswerState;
  after: AnswerState;
}

/** The reset row the student's notice reads, and its audit (ids only: the reason is free text an admin typed). */
async function recordReset(tx: Tx, actor: ResetActor, target: Target, change: Change, reason: string, now: Date) {
  const { student, key } = target;
  const who = auditActor(actor.session);
  const resetId = await insertReset(tx, {
    studentId: student.id,
    activityId: key.activityId,
    taskGroupId: key.taskGroupId,
    reason,
    actorUserId: who.actorUserId,
    schoolId: student.schoolId,
    provinceShardId: student.provinceShardId,
    createdAt: now,
  });
  await recordAudit(tx, {
    ...who,
    action: 'recovery.resetTaskResult',
    entityType: 'taskState',
    entityId: `${student.id}:${key.activityId}`,
    before: change.before,
    after: {
      taskState: change.after,
      resetId,
      taskGroupId: key.taskGroupId,
      classId: student.classId,
      schoolId: student.schoolId,
      districtId: (await findDistrictOf(tx, student.schoolId)) ?? null,
    },
    ip: actor.ip,
    provinceShardId: student.provinceShardId,
    place: { userId: student.id },
  });
}

/**
 * §2 assessmentRecovery: returns one student's activity to not started. The old answers stay
 * in `answers` (history) and `finished_at` stays, so the stamina limit never counts the activity
 * twice; the work in progress and the activity's dimension scores go, so every figure built on
 * them is recomputed; medals already earned stay. The student's answer lock is held throughout,
 * so a reset and a submit never interleave.
 */
export async function resetTaskResult(
  db: Database,
  scope: AdminScope,
  actor: ResetActor,
  input: ResetInput,
  now: Date,
): Promise<{ taskState: AnswerState }> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(db, tx, actor, scope, input, now);
    const { key } = target;
    const before = stateDto(await lockState(tx, key));
    if (isNotStarted(before) && !(await hasWorkInProgress(tx, key)))
      throw recoveryRefusal(ErrorCode.NotAllowed, 'nothingToReset');

    await clearWorkInProgress(tx, key);
    await replaceDimensionScores(tx, key, [], now);
    const after = stateDto(await updateState(tx, key.userId, key.activityId, NOT_STARTED, now));
    await recordReset(tx, actor, target, { before, after }, input.reason, now);
    await notifyProgress(tx, { ...key, classId: target.student.classId, schoolId: target.student.schoolId });
    return { taskState: after };
  });
}
