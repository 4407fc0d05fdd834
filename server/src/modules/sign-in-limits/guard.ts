import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { LIMITS_BY_PURPOSE } from '../../platform/rate-limit.js';
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

export interface SignInAdmission {
  /** The password was right: this address's failures for the account are forgotten, the slots given back. */
  succeeded(): Promise<void>;
}

/**
 * Admits one password check for the login name from the address, or throws the refusal that
 * says how long to wait. Every slot is reserved before the check and stays counted if the
 * password turns out wrong, so no number of parallel requests checks more than the limits allow.
 *
 * The slots are taken in turn and in one step (one statement): the account from this address,
 * the address, then the account from every address, whose attempts from the fifth must also take
 * the gate their predecessor shut for a growing wait. Of attempts arriving together only one takes
 * the gate, so parallel requests gain nothing. A refused attempt gives back every slot it took.
 */
export async function admitSignIn(ctx: AppContext, loginName: string, ip: string, now: Date): Promise<SignInAdmission> {
  const limiter = ctx.rateLimiter;
  const keys = signInKeys(loginName, ip);
  const { signInPerAccountAddress, signInPerIp, signInPerAccount } = LIMITS_BY_PURPOSE;
  const counts = await limiter.hitInTurn(
    [
      { key: keys.pair, ...signInPerAccountAddress },
      { key: keys.address, ...signInPerIp },
      { key: keys.account, windowMs: signInPerAccount.windowMs },
    ],
    now,
  );
  const [pair = 0, address = 0, attempt = 0] = counts;
  let refusal: AppError | undefined;
  if (pair > signInPerAccountAddress.max) refusal = signInLimitRefusal(ErrorCode.RateLimited, 'lockedHere');
  else if (address > signInPerIp.max) refusal = new AppError(ErrorCode.RateLimited, 'rateLimitedSignIn');
  else if (attempt >= signInPerAccount.max && !(await limiter.hold(keys.gate, waitAfterAttempt(attempt), now))) {
    refusal = signInLimitRefusal(ErrorCode.RateLimited, 'slowedDown');
  }
  if (refusal) {
    await limiter.settle([keys.pair, keys.address, keys.account].slice(0, counts.length).map((key) => ({ key })));
    throw refusal;
  }
  return {
    async succeeded() {
      await limiter.settle([{ key: keys.pair, reset: true }, { key: keys.address }, { key: keys.account }]);
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
