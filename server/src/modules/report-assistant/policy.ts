import {
  ErrorCode,
  RoleCode,
  type AssistantAudience,
  type AssistantReport,
  type AssistantState,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { Config } from '../../config.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import { publicationForSchool } from '../reports/publication.js';
import { coversClass, loadScope } from '../scope/scope.js';
import { resolveStudent } from '../student-access/policy.js';
import { assistantRefusal } from './messages.js';
import { findClass, findClassPlacement, findStudentPlacement, findSwitch, type Placement } from './repository.js';

/**
 * Whose switch applies to the caller: a parent acting as their child is still a parent. Admins
 * and other staff have none: the assistant is for the people a report is written for and their
 * teachers.
 */
export function audienceOf(session: Pick<Session, 'roleId' | 'actorUserId'>): AssistantAudience | null {
  if (session.actorUserId !== null) return 'parent';
  switch (session.roleId) {
    case RoleCode.student:
      return 'student';
    case RoleCode.parent:
      return 'parent';
    case RoleCode.teacher:
    case RoleCode.headmaster:
      return 'teacher';
    default:
      return null;
  }
}

/** A report the caller may ask about; `placement` undefined: it holds no score yet. */
export interface AskedReport {
  taskGroupId: number;
  studentId: number | null;
  classId: number | null;
  audience: AssistantAudience;
  placement: Placement | undefined;
}

/** A student or parent: the student's (the child's) report, once published for where they answered. */
async function studentReport(db: Executor, session: Session, report: AssistantReport): Promise<AskedReport> {
  if (report.classId !== undefined) throw notFound();
  const student = await resolveStudent(db, session, report.studentId ?? null);
  const placement = await findStudentPlacement(db, report.taskGroupId, student.id);
  const publication = await publicationForSchool(db, report.taskGroupId, placement?.schoolId ?? student.schoolId);
  if (!publication.published) throw notFound();
  const audience = audienceOf(session) ?? 'student';
  return {
    taskGroupId: report.taskGroupId,
    studentId: student.id,
    classId: placement?.classId ?? null,
    audience,
    placement,
  };
}

/** A teacher: the report of a class in their scope (a preview before publication, as the class report is). */
async function classReport(db: Executor, session: Session, report: AssistantReport): Promise<AskedReport> {
  if (report.classId === undefined || report.studentId !== undefined) throw notFound();
  const [scope, found] = await Promise.all([loadScope(db, session), findClass(db, report.classId)]);
  if (!found || !coversClass(scope, { classId: found.id, schoolId: found.schoolId })) throw notFound();
  const placement = await findClassPlacement(db, report.taskGroupId, found.id);
  return { taskGroupId: report.taskGroupId, studentId: null, classId: found.id, audience: 'teacher', placement };
}

/**
 * The report the caller asks about. A role without a switch is refused as such; a report the
 * caller may not read answers like a missing one (§8), whichever id was changed.
 */
export async function resolveReport(db: Executor, session: Session, report: AssistantReport): Promise<AskedReport> {
  const audience = audienceOf(session);
  if (audience === null) throw assistantRefusal(ErrorCode.NotAllowed, 'notForRole');
  return audience === 'teacher' ? classReport(db, session, report) : studentReport(db, session, report);
}

/** Whether the assistant may be used on the report now; reads no more than it needs to say why not. */
export async function stateOf(
  db: Executor,
  config: Pick<Config, 'ragflow'>,
  asked: AskedReport,
): Promise<AssistantState> {
  if (config.ragflow === null) return 'notConfigured';
  const place = asked.placement;
  if (!place) return 'noScores';
  if (place.districtId === null || place.gradeLevel === null) return 'switchedOff';
  return (await findSwitch(db, place.districtId, asked.audience, place.gradeLevel)) === true
    ? 'available'
    : 'switchedOff';
}

/** What the panel tells the caller before they type: a role without a switch is told so, whatever the report. */
export async function statusOf(
  db: Executor,
  config: Pick<Config, 'ragflow'>,
  session: Session,
  report: AssistantReport,
): Promise<AssistantState> {
  if (audienceOf(session) === null) return 'notForRole';
  return stateOf(db, config, await resolveReport(db, session, report));
}

/** Refuses unless the assistant may be used on the report now. */
export async function requireAvailable(
  db: Executor,
  config: Pick<Config, 'ragflow'>,
  asked: AskedReport,
): Promise<void> {
  const state = await stateOf(db, config, asked);
  if (state !== 'available') throw assistantRefusal(ErrorCode.NotAllowed, state);
}
