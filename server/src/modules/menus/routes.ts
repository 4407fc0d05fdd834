import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { api, buildMenuTree, ErrorCode, hasRole } from '@pingjia/contract';
import { menus } from '../../db/schema/index.js';
import { AppError } from '../../platform/app-error.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { roleCodesOf } from '../accounts/repository.js';
import { platformConfig } from '../login/service.js';

/**
 * A role's menu tree, every client side included: the web keeps the "1" entries (§6).
 * The deployment serves one platform (its §3 platformCode); a link naming another platform
 * gets that platform's menus here, which are none.
 */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.sdk.getPlatformListByRoleId, async ({ query }, request) => {
    const { roleId, platformCode } = query;
    if (!hasRole(await roleCodesOf(ctx.db, sessionOf(request).userId), roleId)) {
      throw new AppError(ErrorCode.NotAllowed, 'roleNotHeld');
    }
    if (platformCode !== undefined && platformCode !== platformConfig(ctx).platformCode) return [];
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
    return buildMenuTree(rows.map((row) => ({ ...row, icon: row.icon ?? undefined })));
  });
}
