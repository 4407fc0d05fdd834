import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { dictItemsOf, dimensionTree, reportMappingOf } from './service.js';

/** Dictionaries every signed-in user may read. */
export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dict } = api;

  route(app, dict.getDictByDictType, ({ query }) => dictItemsOf(ctx.db, query.dictType));
  route(app, dict.getDimensionList, () => dimensionTree(ctx.db));
  route(app, dict.getReportMapping, () => reportMappingOf(ctx.db));
}
