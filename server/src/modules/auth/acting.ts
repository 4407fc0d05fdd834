import { and, eq } from 'drizzle-orm';
import { ErrorCode, hasRole, HttpStatus, RoleCode } from '@pingjia/contract';
import { parentStudent } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { sessionState } from '../../platform/sessions/policy.js';
import type { Session } from '../../platform/sessions/types.js';
import { findUserById, roleCodesOf } from '../accounts/repository.js';

const ACTIVE = 1;

/**
 * A parent switches into a linked child's account without the child's password (§6).
 * The child's session remembers who is really acting, and every write it makes is audited
 * with both ids. A child that is not linked reads exactly like a missing one.
 */
export async function startActing(ctx: AppContext, actor: Session, targetUserId: number, ip: string | null) {
  const [link] = await ctx.db
    .select()
    .from(parentStudent)
    .where(and(eq(parentStudent.parentId, actor.userId), eq(parentStudent.studentId, targetUserId)));
  const target = link ? await findUserById(ctx.db, targetUserId) : undefined;
  if (!link || !target) throw new AppError(ErrorCode.NotFound, 'notFound');
  if (!hasRole(await roleCodesOf(ctx.db, target.id), RoleCode.student)) {
    throw new AppError(ErrorCode.NotAllowed, 'userTypeIncorrect', { httpStatus: HttpStatus.UserTypeIncorrect });
  }
  // A deactivated child cannot sign in, so nobody acts as them either (deactivating ended any acting session).
  if (target.state !== ACTIVE) throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  const now = ctx.clock();
  const { token, session } = await ctx.sessions.create(
    {
      userId: target.id,
      roleId: RoleCode.student,
      provinceShardId: target.provinceShardId,
      actorUserId: actor.userId,
      actorSessionId: actor.sessionId,
    },
    now,
    new Date(now.getTime() + ctx.sessionMaxMs),
  );
  await recordAudit(ctx.db, {
    actorUserId: actor.userId,
    actingAsUserId: target.id,
    action: 'acting.start',
    entityType: 'session',
    entityId: session.sessionId,
    before: null,
    after: { studentId: target.id },
    ip,
    provinceShardId: target.provinceShardId,
  });
  return { token };
}

/** Ends acting: the child's session is revoked and the parent's own session gets a fresh token. */
export async function endActing(ctx: AppContext, current: Session, ip: string | null) {
  const acting = await ctx.sessions.findById(current.sessionId);
  if (!acting?.actorSessionId || current.actorUserId === null) throw new AppError(ErrorCode.NotAllowed, 'notActing');
  const now = ctx.clock();
  await ctx.sessions.revoke(acting.sessionId, now);
  const original = await ctx.sessions.findById(acting.actorSessionId);
  // The parent was busy in the child's session meanwhile, so only a revoked or expired session blocks the way back.
  const canResume = original !== null && sessionState(original, now, { idleMs: ctx.sessionIdleMs }) !== 'ended';
  await recordAudit(ctx.db, {
    actorUserId: current.actorUserId,
    actingAsUserId: current.userId,
    action: 'acting.end',
    entityType: 'session',
    entityId: acting.sessionId,
    before: null,
    after: { resumedSessionId: canResume ? original.sessionId : null },
    ip,
    provinceShardId: current.provinceShardId,
  });
  if (!canResume) throw new AppError(ErrorCode.NotAllowed, 'actorSessionEnded');
  const token = await ctx.sessions.rotateToken(original.sessionId, now);
  return { token };
}
