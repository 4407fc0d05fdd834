import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { api, formatDateTime, ok, RoleCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';

const listBodySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  action: z.string().max(100).optional(),
  entityType: z.string().max(100).optional(),
});

const entrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actingAsUserId: z.number().int().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

const pageSchema = z.object({ records: z.array(entrySchema), total: z.number().int() });

/** The audit log of the area admin's province, newest first. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(api.audit.list.path, {
    config: { roles: [RoleCode.areaAdmin] },
    schema: { body: listBodySchema, response: envelopeOf(pageSchema) },
    handler: async (request) => {
      const { pageIndex, pageSize, action, entityType } = request.body;
      const where = and(
        eq(auditLog.provinceShardId, sessionOf(request).provinceShardId),
        action ? eq(auditLog.action, action) : undefined,
        entityType ? eq(auditLog.entityType, entityType) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize),
        ctx.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const records = rows.map(({ provinceShardId: _shard, at, ...row }) => ({ ...row, at: formatDateTime(at) }));
      return ok({ records, total: total?.total ?? 0 });
    },
  });
}
