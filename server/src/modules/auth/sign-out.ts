import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';

/**
 * Signing out ends the whole sign-in on this device: the session, the sessions a parent opened
 * from it to act as a child, and, when it is itself such a session, the parent's session behind
 * it. Going back from a child to the parent is `endActing`, not this.
 */
export async function signOut(ctx: AppContext, session: Session, ip: string): Promise<void> {
  const now = ctx.clock();
  const stored = await ctx.sessions.findById(session.sessionId);
  await ctx.sessions.revoke(session.sessionId, now);
  await ctx.sessions.revokeActingFrom(session.userId, session.sessionId, now);
  if (stored?.actorSessionId) await ctx.sessions.revoke(stored.actorSessionId, now);
  await recordAudit(ctx.db, {
    ...auditActor(session),
    action: 'session.signOut',
    entityType: 'session',
    entityId: session.sessionId,
    before: null,
    after: null,
    ip,
    provinceShardId: session.provinceShardId,
  });
}
