import type { FastifyRequest } from 'fastify';
import { HttpStatus, type DownloadPurpose } from '@pingjia/contract';
import { readToken } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { sessionState } from '../../platform/sessions/policy.js';
import { AppError } from '../../platform/app-error.js';
import { redeemDownloadToken } from './download-token.js';
import type { FileReader } from './policy.js';

export interface LinkQuery {
  satoken?: string | undefined;
  stptype?: string | undefined;
}

/** The same checks and answers as the platform's session guard, for routes that also take a download token. */
async function sessionReader(ctx: AppContext, token: string | undefined): Promise<FileReader> {
  const stored = token ? await ctx.sessions.findByToken(token) : null;
  const now = ctx.clock();
  const state = stored ? sessionState(stored, now, { idleMs: ctx.sessionIdleMs }) : 'ended';
  if (!stored || state === 'ended') {
    throw new AppError(HttpStatus.Unauthenticated, 'unauthenticated', { httpStatus: HttpStatus.Unauthenticated });
  }
  if (state === 'idle')
    throw new AppError(HttpStatus.IdleSession, 'idleSession', { httpStatus: HttpStatus.IdleSession });
  await ctx.sessions.markSeen(stored, now);
  return stored;
}

/**
 * Who is asking on a link download: a link with `satoken` in its query is judged by that
 * download token alone (a session token there is never accepted); otherwise the session
 * header or cookie must hold a live session.
 */
export function linkReader(
  ctx: AppContext,
  request: FastifyRequest,
  purpose: DownloadPurpose,
  query: LinkQuery & Record<string, string | undefined>,
): Promise<FileReader> {
  if (query.satoken)
    return redeemDownloadToken(ctx, { satoken: query.satoken, stptype: query.stptype }, purpose, query);
  return sessionReader(ctx, readToken(request));
}
