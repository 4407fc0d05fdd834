import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { LIMITS_BY_PURPOSE, takeSlot, type RateLimiter } from '../../platform/rate-limit.js';
import { codeCheckKey } from '../sys/verification.js';
import { accountKeys, oldPasswordKey, signInKeys } from './keys.js';
import { signInLimitRefusal } from './messages.js';

const MAX_WAIT_MS = 60_000;

/**
 * How long the account's gate stays shut after its n-th attempt of the window: nothing before
 * the fifth, then 1 s, doubling with each attempt, never more than a minute.
 */
export function waitAfterAttempt(attempt: number): number {
  const free = LIMITS_BY_PURPOSE.signInPerAccount.max;
  return Math.min(1000 * 2 ** (attempt - free), MAX_WAIT_MS);
}

type SignInKeys = ReturnType<typeof signInKeys>;

/**
 * The account's own slow-down, from every address at once: attempts are counted (this one
 * included) and, from the fifth, each must take the gate, which its predecessor shut for a
 * growing wait. Of attempts arriving together only one takes it, so parallel requests gain nothing.
 */
async function passAccountGate(limiter: RateLimiter, keys: SignInKeys, now: Date): Promise<boolean> {
  const limit = LIMITS_BY_PURPOSE.signInPerAccount;
  const attempt = await limiter.hit(keys.account, limit.windowMs, now);
  if (attempt < limit.max) return true;
  if (await limiter.hold(keys.gate, waitAfterAttempt(attempt), now)) return true;
  await limiter.release(keys.account);
  return false;
}

export interface SignInAdmission {
  /** The password was right: this address's failures for the account are forgotten, the slots given back. */
  succeeded(): Promise<void>;
}

/**
 * Admits one password check for the login name from the address, or throws the refusal that
 * says how long to wait. Every slot is reserved before the check and stays counted if the
 * password turns out wrong, so no number of parallel requests checks more than the limits allow.
 */
export async function admitSignIn(ctx: AppContext, loginName: string, ip: string, now: Date): Promise<SignInAdmission> {
  const limiter = ctx.rateLimiter;
  const keys = signInKeys(loginName, ip);
  if (!(await takeSlot(limiter, keys.pair, LIMITS_BY_PURPOSE.signInPerAccountAddress, now))) {
    throw signInLimitRefusal(ErrorCode.RateLimited, 'lockedHere');
  }
  if (!(await takeSlot(limiter, keys.address, LIMITS_BY_PURPOSE.signInPerIp, now))) {
    await limiter.release(keys.pair);
    throw new AppError(ErrorCode.RateLimited, 'rateLimitedSignIn');
  }
  if (!(await passAccountGate(limiter, keys, now))) {
    await Promise.all([limiter.release(keys.pair), limiter.release(keys.address)]);
    throw signInLimitRefusal(ErrorCode.RateLimited, 'slowedDown');
  }
  return {
    async succeeded() {
      await Promise.all([limiter.reset(keys.pair), limiter.release(keys.address), limiter.release(keys.account)]);
    },
  };
}

/** Everything holding the account back: sign-in counts from every address, its wait, old-password and code checks. */
export async function clearAccountLimits(ctx: AppContext, user: { id: number; loginName: string }): Promise<void> {
  const limiter = ctx.rateLimiter;
  const keys = accountKeys(user.loginName);
  await Promise.all([
    limiter.resetPrefix(keys.pairPrefix),
    limiter.reset(keys.account),
    limiter.reset(keys.gate),
    limiter.reset(oldPasswordKey(user.id)),
    limiter.reset(codeCheckKey(user.id)),
  ]);
}
