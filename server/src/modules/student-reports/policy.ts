import type { FastifyRequest } from 'fastify';
import { capabilitiesOf, ErrorCode, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import { findUserById, type UserRow } from '../accounts/repository.js';
import { scopeOf } from '../scope/request.js';
import { coversClass, type AdminScope } from '../scope/scope.js';
import { resolveStudent } from '../student-access/policy.js';
import { studentReportRefusal } from './messages.js';
import type { Place } from './repository.js';

/**
 * Who reads a student's reports. A family (the student, or a parent for a bound child) sees
 * published reports only; staff who read reports see, published or not, the reports of a
 * student placed in their scope where the student answered (or is now, before answering).
 */
export type ReportReader = FamilyReader | StaffReader;

interface Reading {
  student: UserRow;
  /** The call's session, whose epochs read the content this server keeps; a background job has none. */
  session: Session | null;
}

export interface FamilyReader extends Reading {
  kind: 'family';
  /** The person reading: a parent acting as their child is still the parent. */
  readerId: number;
  readerKind: 'student' | 'parent';
}

export interface StaffReader extends Reading {
  kind: 'staff';
  scope: AdminScope;
}

export const readsAsStaff = (session: Session) => capabilitiesOf(session.roleId).includes('readReports');

export async function familyReaderOf(db: Executor, session: Session, studentId?: number): Promise<FamilyReader> {
  const student = await resolveStudent(db, session, studentId);
  const isParent = session.roleId === RoleCode.parent || session.actorUserId !== null;
  return {
    kind: 'family',
    student,
    session,
    readerId: session.actorUserId ?? session.userId,
    readerKind: isParent ? 'parent' : 'student',
  };
}

/** Staff name the student; one of another province reads as missing (the place is checked per report). */
export async function staffReaderOf(
  db: Executor,
  scope: AdminScope,
  session: Session | null,
  studentId?: number,
): Promise<StaffReader> {
  if (studentId === undefined) throw studentReportRefusal(ErrorCode.ValidationFailed, 'studentRequired');
  const student = await findUserById(db, studentId);
  if (student?.userType !== 1 || student.provinceShardId !== scope.provinceShardId) throw notFound();
  return { kind: 'staff', student, session, scope };
}

/** The reader of a call open to families and staff alike. */
export async function readerOf(ctx: AppContext, request: FastifyRequest, studentId?: number): Promise<ReportReader> {
  const session = sessionOf(request);
  if (readsAsStaff(session)) return staffReaderOf(ctx.db, await scopeOf(ctx, request), session, studentId);
  return familyReaderOf(ctx.db, session, studentId);
}

export const coversPlace = (scope: AdminScope, place: Place) =>
  coversClass(scope, { classId: place.classId, schoolId: place.schoolId });
