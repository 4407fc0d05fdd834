import { and, eq } from 'drizzle-orm';
import { ErrorCode, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { parentStudent } from '../../db/schema/index.js';
import type { Session } from '../../platform/sessions/types.js';
import { ParentsRefusal } from './refusal.js';

export async function isBound(db: Executor, parentId: number, studentId: number): Promise<boolean> {
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
  if (!(await canSeeStudent(db, session, studentId))) throw new ParentsRefusal(ErrorCode.NotFound, 'notFound');
}
