import { and, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { schools, users } from '../../db/schema/index.js';
import { userInScope } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';

/**
 * Before creating a person: does one with that name and phone (or certificate) exist?
 * `exists` counts the province shard, so no duplicate is made; details only for those in scope.
 */
async function existence(ctx: AppContext, scope: AdminScope, match: SQL | undefined) {
  const rows = await ctx.db
    .select({ user: users, schoolName: schools.organizationName })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(users.provinceShardId, scope.provinceShardId), match))
    .limit(20);
  const visible = [];
  for (const row of rows) {
    if (await userInScope(ctx.db, scope, row.user)) {
      visible.push({
        id: row.user.id,
        userName: row.user.userName,
        loginName: row.user.loginName,
        schoolName: row.schoolName,
      });
    }
  }
  return { exists: rows.length > 0, users: visible };
}

export function existsByNameAndPhone(ctx: AppContext, scope: AdminScope, userName: string, phone: string) {
  return existence(ctx, scope, and(eq(users.userName, userName), eq(users.phone, phone)));
}

export async function existsByNameAndCard(ctx: AppContext, scope: AdminScope, userName: string, sealedCode: string) {
  const code = (await ctx.transport.openSealed(sealedCode)).trim();
  return existence(
    ctx,
    scope,
    and(eq(users.userName, userName), eq(users.certificateCodeHash, ctx.pii.keyedHash(code))),
  );
}
