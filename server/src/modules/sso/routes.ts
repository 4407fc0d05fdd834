import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gt, ilike, lte } from 'drizzle-orm';
import { z } from 'zod';
import { api, ok, schoolSearchResultSchema, SCHOOL_SEARCH } from '@pingjia/contract';
import { maintainTips, schools } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';

const ACTIVE = 1;

const schoolQuerySchema = z.object({
  name: z.string().trim().max(50).default(''),
  pageIndex: z.coerce.number().int().min(1).default(SCHOOL_SEARCH.pageIndex),
  pageSize: z.coerce.number().int().min(1).max(SCHOOL_SEARCH.pageSize).default(SCHOOL_SEARCH.pageSize),
  timestamp: z.string().optional(),
});

const tipSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

/** "%" and "_" typed by a user are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The public calls of the sign-in page: school search and maintenance tips. */
export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.sso.getSchool.path, {
    config: { public: true },
    schema: { querystring: schoolQuerySchema, response: envelopeOf(schoolSearchResultSchema) },
    handler: async (request) => {
      const { name, pageIndex, pageSize } = request.query;
      const where = and(
        eq(schools.state, ACTIVE),
        name ? ilike(schools.organizationName, likePattern(name)) : undefined,
      );
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
      return ok({ records, total: total?.total ?? 0 });
    },
  });

  r.get(api.sso.getMaintainTips.path, {
    config: { public: true },
    schema: { querystring: z.object({ timestamp: z.string().optional() }), response: envelopeOf(z.array(tipSchema)) },
    handler: async () => {
      const now = ctx.clock();
      const tips = await ctx.db
        .select({ id: maintainTips.id, title: maintainTips.title, content: maintainTips.content })
        .from(maintainTips)
        .where(and(lte(maintainTips.startsAt, now), gt(maintainTips.endsAt, now)))
        .orderBy(asc(maintainTips.startsAt));
      return ok(tips);
    },
  });
}
