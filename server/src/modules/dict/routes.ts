import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, dictTypeSchema, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { dictItemsOf, dimensionTree, reportMappingOf } from './service.js';

const timestamp = z.object({ timestamp: z.string().optional() });

/** The zod tree type is recursive; the reply lists the fields of each level it sends. */
interface DimensionReply {
  id: string;
  parentId: string | null;
  name: string;
  children: DimensionReply[];
}
const dimensionReplySchema: z.ZodType<DimensionReply> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    children: z.array(dimensionReplySchema),
  }),
);

/** Dictionaries every signed-in user may read. */
export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.dict.getDictByDictType.path, {
    schema: {
      querystring: timestamp.extend({ dictType: dictTypeSchema }),
      response: envelopeOf(
        z.array(
          z.object({
            dictId: z.string(),
            dictType: z.string(),
            dictLabel: z.string(),
            dictValue: z.string(),
            sort: z.number(),
          }),
        ),
      ),
    },
    handler: async (request) => ok(await dictItemsOf(ctx.db, request.query.dictType)),
  });

  r.get(api.dict.getDimensionList.path, {
    schema: { querystring: timestamp, response: envelopeOf(z.array(dimensionReplySchema)) },
    handler: async () => ok(await dimensionTree(ctx.db)),
  });

  r.get(api.dict.getReportMapping.path, {
    schema: {
      querystring: timestamp,
      response: envelopeOf(z.object({ dataList: z.array(z.object({ dictId: z.string(), reportId: z.string() })) })),
    },
    handler: async () => ok(await reportMappingOf(ctx.db)),
  });
}
