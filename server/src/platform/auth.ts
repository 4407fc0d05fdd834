import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  fail,
  ErrorCode,
  hasRole,
  HttpStatus,
  ROUTER_BASE,
  TOKEN_COOKIE,
  TOKEN_HEADER,
  appRoutes,
} from '@pingjia/contract';
import type { AppContext } from './context.js';
import { AppError } from './app-error.js';
import { requestLocale } from './errors.js';
import { serverMessage } from './messages.js';
import { sessionState } from './sessions/policy.js';
import type { Session } from './sessions/types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** Only these current roles may call; others get 403. */
    roles?: readonly number[];
    /** A GET the browser opens itself (the contract's `navigable`): only here may the session come from the cookie. */
    navigable?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const NO_PERMISSION_URL = `${ROUTER_BASE.replace(/\/$/, '')}${appRoutes.noPermission}`;

/**
 * The session token of a call: the header, which another site cannot make a browser send.
 * The cookie, which a link from anywhere carries, counts only on the navigable GETs (file
 * links, the live progress stream), which read and never change anything.
 */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const isNavigable = request.method === 'GET' && request.routeOptions.config.navigable === true;
  return (isNavigable && request.cookies?.[TOKEN_COOKIE]) || undefined;
}

function refuse(reply: FastifyReply, status: number, code: number, text: string) {
  const extra = status === HttpStatus.Forbidden ? { url: NO_PERMISSION_URL } : {};
  return reply.code(status).send(fail(code, text, extra));
}

/**
 * Every route of the context this is registered in needs a live session unless it says
 * `config: { public: true }`; `config.roles` narrows it to the session's current role. The check
 * is attached to each route that needs it, so a public call (the clock, the beacons) pays nothing.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  const checkSession = sessionCheck(ctx);
  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [checkSession, ...own];
  });
}

function sessionCheck(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const config = request.routeOptions.config;
    const locale = requestLocale(request);
    const token = readToken(request);
    const stored = token ? await ctx.sessions.findByToken(token) : null;
    if (!stored) {
      return refuse(
        reply,
        HttpStatus.Unauthenticated,
        HttpStatus.Unauthenticated,
        serverMessage('unauthenticated', locale),
      );
    }
    const now = ctx.clock();
    const state = sessionState(stored, now, { idleMs: ctx.sessionIdleMs });
    if (state === 'ended') {
      return refuse(
        reply,
        HttpStatus.Unauthenticated,
        HttpStatus.Unauthenticated,
        serverMessage('unauthenticated', locale),
      );
    }
    if (state === 'idle') {
      return refuse(reply, HttpStatus.IdleSession, HttpStatus.IdleSession, serverMessage('idleSession', locale));
    }
    await ctx.sessions.markSeen(stored, now);
    request.session = {
      sessionId: stored.sessionId,
      userId: stored.userId,
      roleId: stored.roleId,
      actorUserId: stored.actorUserId,
      provinceShardId: stored.provinceShardId,
      ...(stored.epochs ? { epochs: stored.epochs } : {}),
    };
    if (config.roles && !hasRole(config.roles, stored.roleId)) {
      return refuse(reply, HttpStatus.Forbidden, HttpStatus.Forbidden, serverMessage('forbidden', locale));
    }
  };
}

/** The caller's session on a non-public route; a missing one is a wiring mistake, not a user error. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(ErrorCode.Internal, 'internal', { httpStatus: 500 });
  return request.session;
}
