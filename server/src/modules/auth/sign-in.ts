import { ErrorCode, TOKEN_HASH_MARKER, type SignInBody } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import { keptAuditRecord } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { findSignInAccount } from '../accounts/repository.js';
import { admitSignIn } from '../sign-in-limits/guard.js';
import { resolveReturnUrl } from './return-url.js';

const ACTIVE = 1;

const signInAudit = keptAuditRecord('sign_in_audit');

/** Checks the sealed password and opens a session on the user's first role. */
export async function signIn(ctx: AppContext, body: SignInBody, ip: string) {
  const returnTo = resolveReturnUrl(body.returnUrl, ctx.config.publicOrigin);
  if (returnTo === null) throw new AppError(ErrorCode.ValidationFailed, 'returnUrlNotAllowed');
  const now = ctx.clock();
  const password = await ctx.transport.openSealed(body.password);
  // Reserved before the check: a wrong password keeps its place in the counts (sign-in-limits/guard).
  const admission = await admitSignIn(ctx, body.loginName, ip, now);
  const account = await findSignInAccount(ctx.db, body.loginName);
  const matches = await verifyPassword(account?.user.passwordHash ?? (await decoyHash()), password);
  if (!account || !matches) throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
  await admission.succeeded();
  const { user } = account;
  const [firstRole] = account.roleCodes;
  if (user.state !== ACTIVE || firstRole === undefined)
    throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  const { token, session } = await ctx.sessions.create(
    { userId: user.id, roleId: firstRole, provinceShardId: user.provinceShardId },
    now,
    new Date(now.getTime() + ctx.sessionMaxMs),
  );
  await signInAudit.record(ctx.db, {
    actorUserId: user.id,
    actingAsUserId: null,
    action: 'session.signIn',
    entityType: 'session',
    entityId: session.sessionId,
    before: null,
    after: { roleId: firstRole },
    ip,
    provinceShardId: user.provinceShardId,
    place: { userId: user.id },
  });
  return { token, redirectUrl: `${returnTo}${TOKEN_HASH_MARKER}${token}` };
}
