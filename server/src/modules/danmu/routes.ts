import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { allMessages, enabledMessages, saveMessage } from './service.js';

/** The bullet comments of the student home; ours: activity admins add, edit, switch off and order them. */
export function danmuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { other } = api;

  route(app, other.danmuList, () => enabledMessages(ctx.db));
  route(app, other.danmuAll, () => allMessages(ctx.db));
  route(app, other.danmuSave, ({ body }, request) =>
    saveMessage(ctx.db, sessionOf(request), body, request.ip, ctx.clock()),
  );
}
