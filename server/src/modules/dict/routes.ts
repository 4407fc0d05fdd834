import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { dictItemsOf, dimensionTree, reportMappingOf } from './service.js';
import { answerVersioned, dropNotModifiedBody } from './version.js';

/** Dictionaries every signed-in user may read, each labelled with its version for the browser's copy. */
export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dict } = api;
  // This module's own scope: only its versioned replies can turn into a 304.
  app.addHook('onSend', dropNotModifiedBody);

  route(app, dict.getDictByDictType, async ({ query }, request, reply) =>
    answerVersioned(request, reply, await dictItemsOf(ctx.db, query.dictType)),
  );
  route(app, dict.getDimensionList, async (_, request, reply) =>
    answerVersioned(request, reply, await dimensionTree(ctx.db)),
  );
  route(app, dict.getReportMapping, async (_, request, reply) =>
    answerVersioned(request, reply, await reportMappingOf(ctx.db)),
  );
}
