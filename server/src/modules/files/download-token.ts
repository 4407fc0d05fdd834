import { DOWNLOAD_TOKEN_TYPE, ErrorCode, type DownloadPurpose } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/sessions/token.js';
import type { Session } from '../../platform/sessions/types.js';
import type { FileReader } from './policy.js';
import { fileRefusal } from './messages.js';
import {
  claimDownloadToken,
  deleteDownloadTokensExpiredBefore,
  findDownloadToken,
  insertDownloadToken,
} from './repository.js';

export const DOWNLOAD_TOKEN_TTL_MS = 60_000;
/** Used and expired tokens are kept a day for the curious, then swept when new ones are made. */
const SWEEP_AFTER_MS = 24 * 60 * 60_000;

/** The parameters that name what a purpose fetches: a token must bind all of them. */
const NAMING_PARAMS: Record<DownloadPurpose, readonly string[]> = {
  getFile: ['fileName'],
  getReportFile: ['fileName'],
  batchDownloadFile: ['fileNames'],
  downloadZipFile: ['fileName'],
  getFileBySetName: ['setName', 'fileName'],
};
/** Parameters a token may bind besides the naming ones. */
const OPTIONAL_PARAMS: readonly string[] = ['dispositionType'];

function checkParams(purpose: DownloadPurpose, params: Record<string, string>): void {
  const naming = NAMING_PARAMS[purpose];
  const allNamed = naming.every((key) => typeof params[key] === 'string' && params[key] !== '');
  const onlyKnown = Object.keys(params).every((key) => naming.includes(key) || OPTIONAL_PARAMS.includes(key));
  if (!allNamed || !onlyKnown) throw fileRefusal(ErrorCode.ValidationFailed, 'downloadParamsInvalid');
}

/**
 * A random token for one link download: stored hashed with the session's identity, its
 * purpose and the exact parameters it may fetch, valid 60 seconds, usable once.
 */
export async function createDownloadToken(
  ctx: AppContext,
  session: Session,
  request: { purpose: DownloadPurpose; params: Record<string, string> },
): Promise<{ satoken: string; stptype: typeof DOWNLOAD_TOKEN_TYPE }> {
  checkParams(request.purpose, request.params);
  const now = ctx.clock();
  const token = newToken();
  await deleteDownloadTokensExpiredBefore(ctx.db, new Date(now.getTime() - SWEEP_AFTER_MS));
  await insertDownloadToken(ctx.db, {
    tokenHash: hashToken(token),
    userId: session.userId,
    actorUserId: session.actorUserId,
    roleId: session.roleId,
    provinceShardId: session.provinceShardId,
    purpose: request.purpose,
    params: request.params,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS),
  });
  return { satoken: token, stptype: DOWNLOAD_TOKEN_TYPE };
}

const invalidLink = () => fileRefusal(ErrorCode.NotAllowed, 'downloadLinkInvalid');

/**
 * Redeems a link's token for exactly this purpose and these query values. A token of
 * another purpose, for other values, expired, already used, or a session token all read
 * the same: the link is invalid. A mismatch does not use the token up.
 */
export async function redeemDownloadToken(
  ctx: AppContext,
  link: { satoken: string; stptype: string | undefined },
  purpose: DownloadPurpose,
  query: Record<string, string | undefined>,
): Promise<FileReader> {
  if (link.stptype !== DOWNLOAD_TOKEN_TYPE) throw invalidLink();
  const now = ctx.clock();
  const row = await findDownloadToken(ctx.db, hashToken(link.satoken));
  const usable = row && row.usedAt === null && row.expiresAt.getTime() > now.getTime() && row.purpose === purpose;
  if (!usable) throw invalidLink();
  const matches = Object.entries(row.params).every(([key, value]) => query[key] === value);
  if (!matches || !(await claimDownloadToken(ctx.db, row.id, now))) throw invalidLink();
  return { userId: row.userId, actorUserId: row.actorUserId, roleId: row.roleId, provinceShardId: row.provinceShardId };
}
