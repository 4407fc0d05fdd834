import { and, asc, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { schools, userRoles, users } from '../../db/schema/index.js';
import { likePattern } from '../people/schema.js';
import type { AdminScope } from '../scope/scope.js';

/** Staff holding an area-admin grant on a region in scope (optionally one region), by name or account. */
export function areaManagerWhere(
  scope: AdminScope,
  filter: { keyword?: string | undefined; regionId?: number | undefined },
): SQL | undefined {
  const regionIds =
    filter.regionId === undefined ? scope.regionIds : scope.regionIds.filter((id) => id === filter.regionId);
  if (regionIds.length === 0) return sql`false`;
  const holders = sql`${users.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} WHERE ${userRoles.roleCode} = ${RoleCode.areaAdmin} AND ${inArray(userRoles.regionId, regionIds)})`;
  return and(
    eq(users.userType, 0),
    holders,
    filter.keyword
      ? or(ilike(users.userName, likePattern(filter.keyword)), ilike(users.loginName, likePattern(filter.keyword)))
      : undefined,
  );
}

const columns = {
  id: users.id,
  userName: users.userName,
  loginName: users.loginName,
  gender: users.gender,
  phone: users.phone,
  state: users.state,
  schoolId: users.schoolId,
  schoolName: schools.organizationName,
  passwordIsInitial: users.passwordIsInitial,
};

export async function findAreaManagerPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(where)
      .orderBy(asc(users.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

export async function* streamAreaManagers(db: Executor, where: SQL | undefined) {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(and(where, gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(2000);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}
