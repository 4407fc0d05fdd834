import { ErrorCode, RoleCode, ROUTER_BASE, TOKEN_HASH_MARKER } from '@pingjia/contract';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { LIMITS_BY_PURPOSE, takeSlot } from '../../platform/rate-limit.js';
import { findUserById } from '../accounts/repository.js';
import { adminRefusal } from '../scope/messages.js';
import { verifyCardCode } from './signing.js';

const STUDENT_HOME = `${ROUTER_BASE}stuIndex`;

/**
 * A tablet opens a card's link: a valid, current card of an active student opens a student
 * session and lands on the student home with `#token=`. Failures count against the address
 * like failed sign-ins, so codes cannot be guessed at speed.
 */
export async function signInWithCard(ctx: AppContext, code: string, ip: string): Promise<string> {
  const now = ctx.clock();
  const key = `qrsignin:ip:${ip}`;
  // Reserved before the check, and kept by a bad card, so codes sent all at once count too.
  if (!(await takeSlot(ctx.rateLimiter, key, LIMITS_BY_PURPOSE.signInPerIp, now)))
    throw adminRefusal(ErrorCode.RateLimited, 'cardInvalid');
  const userId = await verifyCardCode(ctx, code);
  const student = userId === null ? undefined : await findUserById(ctx.db, userId);
  if (!student || student.userType !== 1 || student.state !== 1)
    throw adminRefusal(ErrorCode.InvalidCredentials, 'cardInvalid');
  await ctx.rateLimiter.release(key);
  const { token, session } = await ctx.sessions.create(
    { userId: student.id, roleId: RoleCode.student, provinceShardId: student.provinceShardId },
    now,
    new Date(now.getTime() + ctx.sessionMaxMs),
  );
  await recordAudit(ctx.db, {
    actorUserId: student.id,
    actingAsUserId: null,
    action: 'session.qrSignIn',
    entityType: 'session',
    entityId: session.sessionId,
    before: null,
    after: { roleId: RoleCode.student },
    ip,
    provinceShardId: student.provinceShardId,
  });
  return `${STUDENT_HOME}${TOKEN_HASH_MARKER}${token}`;
}
