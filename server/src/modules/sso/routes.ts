import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gt, ilike, lte } from 'drizzle-orm';
import { api } from '@pingjia/contract';
import { maintainTips, schools } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';

const ACTIVE = 1;

/** "%" and "_" typed by a user are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The public calls of the sign-in page: school search and maintenance tips. */
export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.sso.getSchool, async ({ query }) => {
    const { name, pageIndex, pageSize } = query;
    const where = and(eq(schools.state, ACTIVE), name ? ilike(schools.organizationName, likePattern(name)) : undefined);
    const [records, [total]] = await Promise.all([
      ctx.db
        .select({ id: schools.id, organizationName: schools.organizationName })
        .from(schools)
        .where(where)
        .orderBy(asc(schools.organizationName), asc(schools.id))
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize),
      ctx.db.select({ total: count() }).from(schools).where(where),
    ]);
    return { records, total: total?.total ?? 0 };
  });

  route(app, api.sso.getMaintainTips, async () => {
    const now = ctx.clock();
    return ctx.db
      .select({ id: maintainTips.id, title: maintainTips.title, content: maintainTips.content })
      .from(maintainTips)
      .where(and(lte(maintainTips.startsAt, now), gt(maintainTips.endsAt, now)))
      .orderBy(asc(maintainTips.startsAt));
  });
}
