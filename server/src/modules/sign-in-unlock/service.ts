import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import type { AuditContext } from '../people/writes.js';
import { userInScope } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { clearAccountLimits } from '../sign-in-limits/guard.js';

/**
 * A school admin lifts the limits of a student or staff member of their school, a head teacher
 * those of a student of their class; anyone else answers like a missing user. Recorded first,
 * so no unlock goes unaudited.
 */
export async function unlockSignIn(ctx: AppContext, scope: AdminScope, userId: number, audit: AuditContext) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await userInScope(ctx.db, scope, user))) throw notFound();
  await recordAudit(ctx.db, {
    ...auditActor(audit.session),
    action: 'user.unlockSignIn',
    entityType: 'user',
    entityId: user.id,
    before: null,
    after: { signInUnlocked: true },
    ip: audit.ip,
    provinceShardId: user.provinceShardId,
  });
  await clearAccountLimits(ctx, user);
}
