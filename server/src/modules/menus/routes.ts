import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { api, buildMenuTree, ErrorCode, menuItemSchema, ok } from '@pingjia/contract';
import { menus } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { roleCodesOf } from '../accounts/repository.js';

const querySchema = z.object({ roleId: z.coerce.number().int(), timestamp: z.string().optional() });

/** A role's menu tree, every client side included: the web keeps the "1" entries (§6). */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(api.sdk.getPlatformListByRoleId.path, {
    schema: { querystring: querySchema, response: envelopeOf(z.array(menuItemSchema)) },
    handler: async (request) => {
      const { roleId } = request.query;
      if (!(await roleCodesOf(ctx.db, sessionOf(request).userId)).includes(roleId)) {
        throw new AppError(ErrorCode.NotAllowed, 'roleNotHeld');
      }
      const rows = await ctx.db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          appSide: menus.appSide,
          sort: menus.sort,
          menuUrl: menus.menuUrl,
          menuName: menus.menuName,
          icon: menus.icon,
        })
        .from(menus)
        .where(eq(menus.roleCode, roleId))
        .orderBy(asc(menus.sort), asc(menus.id));
      return ok(buildMenuTree(rows.map((row) => ({ ...row, icon: row.icon ?? undefined }))));
    },
  });
}
