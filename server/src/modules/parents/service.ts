import {
  ErrorCode,
  hasRole,
  HttpStatus,
  isParentRole,
  RoleCode,
  TOKEN_HASH_MARKER,
  appRoutes,
  ROUTER_BASE,
  type BoundChild,
} from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { notFound } from '../../platform/refusal.js';
import { findUserById, roleCodesOf } from '../accounts/repository.js';
import { signIn } from '../auth/sign-in.js';
import { requireVisibleStudent } from '../student-access/policy.js';
import { presentChild } from './presenter.js';
import { deleteLink, findChildren, findParentsOf } from './repository.js';

/** GET list: the bound children. Masked identity numbers are still identity data, so the view is audited. */
export async function listChildren(ctx: AppContext, session: Session, ip: string): Promise<BoundChild[]> {
  const rows = await findChildren(ctx.db, session.userId);
  const shown = rows.filter((row) => row.certificateCodeEncrypted !== null).map((row) => row.id);
  if (shown.length > 0) {
    await recordAudit(ctx.db, {
      ...auditActor(session),
      action: 'identity.view',
      entityType: 'student',
      entityId: null,
      before: null,
      after: { studentIds: shown, masked: true },
      ip,
      provinceShardId: session.provinceShardId,
    });
  }
  return rows.map((row) => presentChild(row, ctx.pii));
}

/**
 * GET unBindParents: removes the parent's own binding only; the child's other parents keep theirs.
 * Acting as the child stood on the binding, so the parent's acting sessions for that child end with it.
 */
export async function unbindChild(ctx: AppContext, session: Session, studentId: number, ip: string): Promise<null> {
  const removed = await ctx.db.transaction(async (tx) => {
    if (!(await deleteLink(tx, session.userId, studentId))) return false;
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'parent.unbind',
      entityType: 'parentStudent',
      entityId: `${session.userId}:${studentId}`,
      before: { parentId: session.userId, studentId },
      after: null,
      ip,
      provinceShardId: session.provinceShardId,
      place: { userId: studentId },
    });
    return true;
  });
  if (!removed) throw notFound();
  await ctx.sessions.revokeActing(session.userId, studentId, ctx.clock());
  return null;
}

/** GET getParentByChildId: who else follows the child (names only), for a bound parent or the child. */
export async function parentsOfChild(ctx: AppContext, session: Session, studentId: number) {
  await requireVisibleStudent(ctx.db, session, studentId);
  const rows = await findParentsOf(ctx.db, studentId);
  return rows.map((row) => ({ parentId: row.parentId, userName: row.userName, boundAt: row.boundAt.toISOString() }));
}

/** GET checkPWDByUserId: whether a bound child still signs in with the initial password, so the parent can help change it. */
export async function childHasInitialPassword(ctx: AppContext, session: Session, studentId: number): Promise<boolean> {
  await requireVisibleStudent(ctx.db, session, studentId);
  const child = await findUserById(ctx.db, studentId);
  if (!child) throw notFound();
  return child.passwordIsInitial;
}

/**
 * POST parentLogin: the sealed sign-in of the parent app. Only parent accounts pass (400
 * 'user type incorrect' otherwise, after the password was checked so nothing leaks), and
 * the session starts in the parent role with the parent home as the way in.
 */
export async function parentLogin(ctx: AppContext, body: { loginName: string; password: string }, ip: string) {
  const parentHome = `${ROUTER_BASE.replace(/\/$/, '')}${appRoutes.parentIndex}`;
  const { token } = await signIn(ctx, { ...body, returnUrl: parentHome }, ip);
  const session = await ctx.sessions.findByToken(token);
  if (!session) throw new AppError(ErrorCode.Internal, 'internal', { httpStatus: 500 });
  if (!hasRole(await roleCodesOf(ctx.db, session.userId), RoleCode.parent)) {
    await ctx.sessions.revoke(session.sessionId, ctx.clock());
    throw new AppError(ErrorCode.NotAllowed, 'userTypeIncorrect', { httpStatus: HttpStatus.UserTypeIncorrect });
  }
  if (!isParentRole(session.roleId)) await ctx.sessions.setRole(session.sessionId, RoleCode.parent);
  // The role in the query too: the guard would otherwise start someone who also teaches in their first role.
  return { token, redirectUrl: `${parentHome}?roleId=${RoleCode.parent}${TOKEN_HASH_MARKER}${token}` };
}
