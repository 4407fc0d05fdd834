import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import type { AuditContext } from '../people/writes.js';
import { loadScope, type AdminScope } from './scope.js';

/** The caller's scope, read fresh on every call so a revoked grant takes effect at once. */
export function scopeOf(ctx: AppContext, request: FastifyRequest): Promise<AdminScope> {
  return loadScope(ctx.db, sessionOf(request));
}

export function auditOf(request: FastifyRequest): AuditContext {
  return { session: sessionOf(request), ip: request.ip };
}
