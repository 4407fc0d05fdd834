import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode, formatDateTime } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { LIMITS_BY_PURPOSE, takeSlot } from '../../platform/rate-limit.js';
import type { Session } from '../../platform/sessions/types.js';

export const CODE_TTL_MS = 5 * 60_000;

function codeHash(ctx: AppContext, userId: number, phone: string, code: string): string {
  return ctx.pii.keyedHash(`sms:${userId}:${phone}:${code}`);
}

async function refuseOverLimit(ctx: AppContext, key: string, limit: { max: number; windowMs: number }, now: Date) {
  if ((await ctx.rateLimiter.hit(key, limit.windowMs, now)) > limit.max) {
    throw new AppError(ErrorCode.RateLimited, 'rateLimitedSms');
  }
}

/** Six digits, valid five minutes, single use, stored only as a keyed hash. */
export async function sendVerificationCode(ctx: AppContext, session: Session, phone: string, ip: string) {
  const now = ctx.clock();
  await refuseOverLimit(ctx, `sms:phone:${phone}`, LIMITS_BY_PURPOSE.smsPerPhone, now);
  await refuseOverLimit(ctx, `sms:user:${session.userId}`, LIMITS_BY_PURPOSE.smsPerUser, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        userId: session.userId,
        phone,
        codeHash: codeHash(ctx, session.userId, phone, code),
        createdAt: now,
        expiresAt,
      })
      .returning({ id: verificationCodes.id });
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'verificationCode.send',
      entityType: 'verificationCode',
      entityId: row?.id ?? null,
      before: null,
      after: { phone, expiresAt: formatDateTime(expiresAt) },
      ip,
      provinceShardId: session.provinceShardId,
    });
  });
  await ctx.sms.send({
    phone,
    text: `【评价】您的验证码是 ${code}，5 分钟内有效，请勿告诉他人。`,
    sentAt: now.toISOString(),
  });
}

/** Checks of codes sent to the user (an admin's unlock clears them with the sign-in limits). */
export const codeCheckKey = (userId: number) => `sms-check:user:${userId}`;

const isWrongCode = (error: unknown) => error instanceof AppError && error.code === ErrorCode.InvalidVerificationCode;

/**
 * Runs a change that consumes one of the user's codes under the limit on checks, so six digits
 * cannot be walked, not even by guesses sent all at once: the check's place is reserved first and
 * a wrong code keeps it. Called outside the change's transaction, so a burst of checks never holds
 * every pooled connection while waiting for one more to count with.
 */
export async function underCodeCheckLimit<T>(ctx: AppContext, userId: number, change: () => Promise<T>): Promise<T> {
  const limitKey = codeCheckKey(userId);
  if (!(await takeSlot(ctx.rateLimiter, limitKey, LIMITS_BY_PURPOSE.codeChecksPerUser, ctx.clock()))) {
    throw new AppError(ErrorCode.RateLimited, 'rateLimitedSms');
  }
  try {
    const result = await change();
    await ctx.rateLimiter.release(limitKey);
    return result;
  } catch (error) {
    if (!isWrongCode(error)) await ctx.rateLimiter.release(limitKey);
    throw error;
  }
}

/**
 * Marks the code used inside the caller's transaction, or refuses; call it within
 * `underCodeCheckLimit`, which counts the refusals.
 */
export async function consumeVerificationCode(
  ctx: AppContext,
  tx: Executor,
  input: { userId: number; phone: string; code: string },
): Promise<void> {
  const now = ctx.clock();
  const [latest] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.phone, input.phone),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.codeHash !== codeHash(ctx, input.userId, input.phone, input.code)) {
    throw new AppError(ErrorCode.InvalidVerificationCode, 'invalidVerificationCode');
  }
  const used = await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError(ErrorCode.InvalidVerificationCode, 'invalidVerificationCode');
}
