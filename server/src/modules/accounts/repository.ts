import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { keptStatement } from '../../db/kept-statement.js';
import { classes, grades, regions, schools, userRoles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByLoginName(db: Executor, loginName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.loginName, loginName));
  return row;
}

const signInAccount = keptStatement('sign_in_account', (db) =>
  db
    .select({
      ...getTableColumns(users),
      // Qualified by hand: Drizzle writes a one-table select's columns bare, and a bare "id" in the
      // subquery would be the role row's own.
      roleCodes: sql<
        number[]
      >`ARRAY(SELECT r.role_code FROM ${userRoles} AS r WHERE r.user_id = "users"."id" ORDER BY r.id)`,
    })
    .from(users)
    .where(eq(users.loginName, sql.placeholder('loginName'))),
);

/** The account a sign-in names, with its role codes as `roleCodesOf` gives them, in one statement. */
export async function findSignInAccount(
  db: Executor,
  loginName: string,
): Promise<{ user: UserRow; roleCodes: number[] } | undefined> {
  const [row] = await signInAccount.run(db, { loginName });
  if (!row) return undefined;
  const { roleCodes, ...user } = row;
  return { user, roleCodes: [...new Set(roleCodes)] };
}

/** The user's role codes in the order they were granted; the first is the sign-in role. */
export async function roleCodesOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleCode: userRoles.roleCode })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.id));
  return [...new Set(rows.map((row) => row.roleCode))];
}

const district = alias(regions, 'district');
const city = alias(regions, 'city');
const province = alias(regions, 'province');

export interface Placement {
  schoolName: string | null;
  gradeName: string | null;
  className: string | null;
  districtId: number | null;
  districtName: string | null;
  cityId: number | null;
  cityName: string | null;
  provinceId: number | null;
  provinceName: string | null;
}

/** Where a user sits: school, grade and class, and the region chain above the school (or the user's own region). */
export async function placementOf(db: Executor, user: UserRow): Promise<Placement> {
  const [row] = await db
    .select({
      schoolName: schools.organizationName,
      gradeName: grades.name,
      className: classes.name,
      districtId: district.id,
      districtName: district.name,
      cityId: city.id,
      cityName: city.name,
      provinceId: province.id,
      provinceName: province.name,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .leftJoin(district, eq(district.id, schools.districtId))
    .leftJoin(city, eq(city.id, district.parentId))
    .leftJoin(province, eq(province.id, city.parentId))
    .where(eq(users.id, user.id));
  const placement: Placement = row ?? {
    schoolName: null,
    gradeName: null,
    className: null,
    districtId: null,
    districtName: null,
    cityId: null,
    cityName: null,
    provinceId: null,
    provinceName: null,
  };
  if (placement.provinceId === null && user.regionId !== null)
    return { ...placement, ...(await regionChain(db, user.regionId)) };
  return placement;
}

type RegionRow = typeof regions.$inferSelect;

/** An area admin sits on a region, not a school: walk up from it. */
async function regionChain(db: Executor, regionId: number): Promise<Partial<Placement>> {
  const found: Partial<Record<RegionRow['level'], RegionRow>> = {};
  let nextId: number | null = regionId;
  while (nextId !== null) {
    const [row] = await db.select().from(regions).where(eq(regions.id, nextId));
    if (!row) break;
    found[row.level] = row;
    nextId = row.parentId;
  }
  return {
    districtId: found.district?.id ?? null,
    districtName: found.district?.name ?? null,
    cityId: found.city?.id ?? null,
    cityName: found.city?.name ?? null,
    provinceId: found.province?.id ?? null,
    provinceName: found.province?.name ?? null,
  };
}
