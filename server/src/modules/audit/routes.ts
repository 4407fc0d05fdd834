import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { api, formatDateTime } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';

/** The audit log of the area admin's province, newest first. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.audit.list, async ({ body }, request) => {
    const { pageIndex, pageSize, action, entityType } = body;
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
    return { records, total: total?.total ?? 0 };
  });
}
