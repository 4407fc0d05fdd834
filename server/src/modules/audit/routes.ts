import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { api } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { readableEntries } from './policy.js';
import { presentEntry } from './presenter.js';

/** The audit log of the reader's scope, newest first, with personal data withheld. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.audit.list, async ({ body }, request) => {
    const { pageIndex, pageSize, action, entityType } = body;
    const where = and(
      await readableEntries(ctx.db, await scopeOf(ctx, request)),
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
    return { records: rows.map(presentEntry), total: total?.total ?? 0 };
  });
}
