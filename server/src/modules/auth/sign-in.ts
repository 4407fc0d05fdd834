import { ErrorCode, TOKEN_HASH_MARKER, type SignInBody } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { LIMITS_BY_PURPOSE } from '../../platform/rate-limit.js';
import { findUserByLoginName, roleCodesOf } from '../accounts/repository.js';
import { resolveReturnUrl } from './return-url.js';

const ACTIVE = 1;

function limitKeys(loginName: string, ip: string) {
  return { account: `signin:account:${loginName}`, ip: `signin:ip:${ip}` };
}

async function refuseWhenLimited(ctx: AppContext, keys: { account: string; ip: string }, now: Date): Promise<void> {
  const { signInPerAccount, signInPerIp } = LIMITS_BY_PURPOSE;
  const [byAccount, byIp] = await Promise.all([
    ctx.rateLimiter.count(keys.account, signInPerAccount.windowMs, now),
    ctx.rateLimiter.count(keys.ip, signInPerIp.windowMs, now),
  ]);
  if (byAccount >= signInPerAccount.max || byIp >= signInPerIp.max) {
    throw new AppError(ErrorCode.RateLimited, 'rateLimitedSignIn');
  }
}

async function countFailure(ctx: AppContext, keys: { account: string; ip: string }, now: Date): Promise<void> {
  await ctx.rateLimiter.hit(keys.account, LIMITS_BY_PURPOSE.signInPerAccount.windowMs, now);
  await ctx.rateLimiter.hit(keys.ip, LIMITS_BY_PURPOSE.signInPerIp.windowMs, now);
}

/** Checks the sealed password and opens a session on the user's first role. */
export async function signIn(ctx: AppContext, body: SignInBody, ip: string) {
  const returnTo = resolveReturnUrl(body.returnUrl, ctx.config.publicOrigin);
  if (returnTo === null) throw new AppError(ErrorCode.ValidationFailed, 'returnUrlNotAllowed');
  const now = ctx.clock();
  const keys = limitKeys(body.loginName, ip);
  await refuseWhenLimited(ctx, keys, now);
  const password = await ctx.transport.openSealed(body.password);
  const user = await findUserByLoginName(ctx.db, body.loginName);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !matches) {
    await countFailure(ctx, keys, now);
    throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
  }
  const [firstRole] = await roleCodesOf(ctx.db, user.id);
  if (user.state !== ACTIVE || firstRole === undefined)
    throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  await ctx.rateLimiter.reset(keys.account);
  const { token, session } = await ctx.sessions.create(
    { userId: user.id, roleId: firstRole, provinceShardId: user.provinceShardId },
    now,
    new Date(now.getTime() + ctx.sessionMaxMs),
  );
  await recordAudit(ctx.db, {
    actorUserId: user.id,
    actingAsUserId: null,
    action: 'session.signIn',
    entityType: 'session',
    entityId: session.sessionId,
    before: null,
    after: { roleId: firstRole },
    ip,
    provinceShardId: user.provinceShardId,
  });
  return { token, redirectUrl: `${returnTo}${TOKEN_HASH_MARKER}${token}` };
}
