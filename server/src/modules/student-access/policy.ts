import { and, eq } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { parentStudent } from '../../db/schema/index.js';
import { EpochCache } from '../../platform/cache/epoch-cache.js';
import { notFound } from '../../platform/refusal.js';
import type { Session } from '../../platform/sessions/types.js';
import { findUserById, type UserRow } from '../accounts/repository.js';

async function isBound(db: Executor, parentId: number, studentId: number): Promise<boolean> {
  const [link] = await db
    .select({ studentId: parentStudent.studentId })
    .from(parentStudent)
    .where(and(eq(parentStudent.parentId, parentId), eq(parentStudent.studentId, studentId)));
  return link !== undefined;
}

/**
 * Whether the caller may see this student's records: a student (or a parent acting as one)
 * only their own, a parent only a bound child. Anyone else's reads as missing (§8: nothing leaks).
 */
export async function canSeeStudent(db: Executor, session: Session, studentId: number): Promise<boolean> {
  if (session.roleId === RoleCode.student) return session.userId === studentId;
  if (session.roleId === RoleCode.parent) return isBound(db, session.userId, studentId);
  return false;
}

export async function requireVisibleStudent(db: Executor, session: Session, studentId: number): Promise<void> {
  if (!(await canSeeStudent(db, session, studentId))) throw notFound();
}

/** Students' own rows one server keeps: a large school's students. */
const OWN_ROWS_KEPT = 5_000;

/** Per database (one per server; a test file's own database never sees another's copies). */
const ownRowsByDatabase = new WeakMap<Executor, EpochCache<UserRow | undefined>>();

/**
 * A student's row: their own is kept under the epochs their session brought (any change to the
 * row raises the user's epoch, docs/scale.md), so a student's calls after the first read none;
 * anyone else's (a parent's child), or without epochs (Redis sessions), is read.
 */
async function studentRow(db: Executor, session: Session, studentId: number): Promise<UserRow | undefined> {
  if (studentId !== session.userId || !session.epochs) return findUserById(db, studentId);
  let kept = ownRowsByDatabase.get(db);
  if (!kept) ownRowsByDatabase.set(db, (kept = new EpochCache(OWN_ROWS_KEPT)));
  return kept.through(String(studentId), session.epochs, new Date(), async () => ({
    value: await findUserById(db, studentId),
  }));
}

/**
 * Whose records a call reads: the named student, or a student caller's own when none is named
 * (a parent must name a bound child). One the caller may not see reads as missing.
 */
export async function resolveStudent(db: Executor, session: Session, requestedId?: number | null): Promise<UserRow> {
  const studentId = requestedId ?? (session.roleId === RoleCode.student ? session.userId : null);
  if (studentId === null || !(await canSeeStudent(db, session, studentId))) throw notFound();
  const student = await studentRow(db, session, studentId);
  if (!student || student.userType !== 1) throw notFound();
  return student;
}
