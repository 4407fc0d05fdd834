import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import { RoleCode, gradeName, type ActivityKind } from '@pingjia/contract';
import type { Database } from '../db/client.js';
import {
  activities,
  classes,
  danmuMessages,
  evaluationPlans,
  grades,
  menus,
  parentStudent,
  regions,
  schoolYears,
  schools,
  taskGroups,
  userRoles,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { createPii } from '../platform/pii.js';
import { TEST_PII_KEY, testDb } from './harness.js';

/**
 * Builders of test data with overrides, shared by API and browser tests. Each call makes
 * fresh rows with unique names, so no test leans on another's leftovers. Every builder writes
 * to the database it is given; API tests leave it out and get their own file's database.
 */
export const TEST_PASSWORD = 'Test@2026ok';
export const TEST_SHARD = 33;

let sequence = 0;
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(3).toString('hex')}`;
}

const hashes = new Map<string, Promise<string>>();
/** Argon2 is slow on purpose; one hash per distinct password keeps suites fast. */
function hashOnce(password: string): Promise<string> {
  let found = hashes.get(password);
  if (!found) {
    found = hashPassword(password);
    hashes.set(password, found);
  }
  return found;
}

export const testPii = createPii(TEST_PII_KEY);

export async function createDistrict(overrides: { name?: string } = {}, db: Database = testDb()) {
  const code = String(Math.floor(Math.random() * 1e9));
  const [province] = await db
    .insert(regions)
    .values({ level: 'province', name: '浙江省', code: `p${code}`, provinceShardId: TEST_SHARD })
    .returning();
  const [city] = await db
    .insert(regions)
    .values({ level: 'city', name: '杭州市', code: `c${code}`, parentId: province?.id, provinceShardId: TEST_SHARD })
    .returning();
  const [district] = await db
    .insert(regions)
    .values({
      level: 'district',
      name: overrides.name ?? '西湖区',
      code: `d${code}`,
      parentId: city?.id,
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!district) throw new Error('district not created');
  return district;
}

export async function createSchool(
  overrides: { organizationName?: string; districtId?: number; state?: number; schoolYear?: string } = {},
  db: Database = testDb(),
) {
  const districtId = overrides.districtId ?? (await createDistrict({}, db)).id;
  const [school] = await db
    .insert(schools)
    .values({
      organizationName: overrides.organizationName ?? unique('测试学校'),
      districtId,
      state: overrides.state ?? 1,
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!school) throw new Error('school not created');
  if (overrides.schoolYear) {
    await db.insert(schoolYears).values({
      schoolId: school.id,
      schoolYear: overrides.schoolYear,
      startedAt: new Date(),
      isCurrent: true,
      provinceShardId: TEST_SHARD,
    });
  }
  return school;
}

export async function createClass(
  overrides: { schoolId?: number; gradeLevel?: number; name?: string } = {},
  db: Database = testDb(),
) {
  const schoolId = overrides.schoolId ?? (await createSchool({}, db)).id;
  const level = overrides.gradeLevel ?? 7;
  const [grade] = await db
    .insert(grades)
    .values({ schoolId, gradeLevel: level, name: gradeName(level), provinceShardId: TEST_SHARD })
    .onConflictDoUpdate({ target: [grades.schoolId, grades.gradeLevel], set: { name: gradeName(level) } })
    .returning();
  if (!grade) throw new Error('grade not created');
  const [created] = await db
    .insert(classes)
    .values({ schoolId, gradeId: grade.id, name: overrides.name ?? '1班', provinceShardId: TEST_SHARD })
    .returning();
  if (!created) throw new Error('class not created');
  return created;
}

export interface RoleGrant {
  roleCode: number;
  schoolId?: number;
  regionId?: number;
  classId?: number;
}

export interface UserOverrides {
  loginName?: string;
  userName?: string;
  password?: string;
  roles?: RoleGrant[];
  userType?: number;
  schoolId?: number | null;
  gradeId?: number | null;
  classId?: number | null;
  regionId?: number | null;
  passwordIsInitial?: boolean;
  showLoginPrompt?: boolean;
  phone?: string | null;
  state?: number;
  confirmedSchoolYear?: string | null;
  idCard?: string;
}

export async function createUser(overrides: UserOverrides = {}, db: Database = testDb()) {
  const password = overrides.password ?? TEST_PASSWORD;
  const roles = overrides.roles ?? [{ roleCode: RoleCode.teacher }];
  const [user] = await db
    .insert(users)
    .values({
      loginName: overrides.loginName ?? unique('user'),
      userName: overrides.userName ?? '测试用户',
      passwordHash: await hashOnce(password),
      passwordIsInitial: overrides.passwordIsInitial ?? false,
      userType: overrides.userType ?? 0,
      provinceShardId: TEST_SHARD,
      schoolId: overrides.schoolId ?? null,
      gradeId: overrides.gradeId ?? null,
      classId: overrides.classId ?? null,
      regionId: overrides.regionId ?? null,
      showLoginPrompt: overrides.showLoginPrompt ?? false,
      phone: overrides.phone ?? null,
      state: overrides.state ?? 1,
      confirmedSchoolYear: overrides.confirmedSchoolYear ?? null,
      certificateType: overrides.idCard ? 1 : null,
      certificateCodeEncrypted: overrides.idCard ? testPii.encrypt(overrides.idCard) : null,
      certificateCodeHash: overrides.idCard ? testPii.keyedHash(overrides.idCard) : null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (roles.length > 0) {
    await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, provinceShardId: TEST_SHARD, ...role })));
  }
  return { ...user, password };
}

export async function createStudent(overrides: UserOverrides & { classId?: number } = {}, db: Database = testDb()) {
  const place = overrides.classId
    ? (await db.select().from(classes).where(eq(classes.id, overrides.classId)))[0]
    : await createClass({}, db);
  if (!place) throw new Error('class not found');
  const roles = overrides.roles ?? [{ roleCode: RoleCode.student, schoolId: place.schoolId, classId: place.id }];
  const placement = { classId: place.id, gradeId: place.gradeId, schoolId: place.schoolId };
  return createUser({ userName: '李小明', userType: 1, ...overrides, ...placement, roles }, db);
}

export async function createTeacher(overrides: UserOverrides & { schoolId?: number } = {}, db: Database = testDb()) {
  const schoolId = overrides.schoolId ?? (await createSchool({}, db)).id;
  const roles = overrides.roles ?? [{ roleCode: RoleCode.teacher, schoolId }];
  return createUser({ userName: '张老师', ...overrides, schoolId, roles }, db);
}

export async function createParent(overrides: UserOverrides & { children?: number[] } = {}, db: Database = testDb()) {
  const roles = overrides.roles ?? [{ roleCode: RoleCode.parent }];
  const parent = await createUser({ userName: '李家长', userType: 2, ...overrides, roles }, db);
  for (const studentId of overrides.children ?? []) {
    await db.insert(parentStudent).values({ parentId: parent.id, studentId, provinceShardId: TEST_SHARD });
  }
  return parent;
}

export async function createAreaAdmin(overrides: UserOverrides = {}, db: Database = testDb()) {
  const regionId = overrides.regionId ?? (await createDistrict({}, db)).id;
  const roles = overrides.roles ?? [{ roleCode: RoleCode.areaAdmin, regionId }];
  return createUser({ userName: '孙管理', ...overrides, regionId, roles }, db);
}

export async function createMenu(
  overrides: {
    roleCode: number;
    menuUrl?: string;
    appSide?: string;
    sort?: number;
    parentId?: number;
    menuName?: string;
  },
  db: Database = testDb(),
) {
  const [menu] = await db
    .insert(menus)
    .values({
      roleCode: overrides.roleCode,
      menuUrl: overrides.menuUrl ?? '/stuIndex',
      appSide: overrides.appSide ?? '1',
      sort: overrides.sort ?? 1,
      parentId: overrides.parentId ?? 0,
      menuName: overrides.menuName ?? 'menu.home',
    })
    .returning();
  if (!menu) throw new Error('menu not created');
  return menu;
}

/*
 * Finders and changes of rows a test did not build itself: the seeded demo the browser tests
 * run against. They name the schema's columns, so a renamed column breaks them at compile time.
 */

export async function findUser(where: { loginName: string }, db: Database = testDb()) {
  const [user] = await db.select().from(users).where(eq(users.loginName, where.loginName));
  if (!user) throw new Error(`no user ${where.loginName}`);
  return user;
}

/** A task group that has started and not yet ended. */
const isOpenGroup = () => and(lte(taskGroups.startTime, sql`now()`), gt(taskGroups.endTime, sql`now()`));

export async function findOpenTaskGroup(db: Database = testDb()) {
  const [group] = await db.select().from(taskGroups).where(isOpenGroup()).orderBy(asc(taskGroups.id)).limit(1);
  if (!group) throw new Error('no task group is open');
  return group;
}

export interface ActivityWhere {
  name?: string;
  kind?: ActivityKind;
  /** Only activities of a task group open now. */
  isOpen?: boolean;
}

/** Oldest first, so "the first adaptive activity" is the same row on every run. */
export async function findActivities(where: ActivityWhere, db: Database = testDb()) {
  return db
    .select(getTableColumns(activities))
    .from(activities)
    .innerJoin(taskGroups, eq(taskGroups.id, activities.taskGroupId))
    .where(
      and(
        where.name === undefined ? undefined : eq(activities.name, where.name),
        where.kind === undefined ? undefined : eq(activities.kind, where.kind),
        where.isOpen ? isOpenGroup() : undefined,
      ),
    )
    .orderBy(asc(activities.id));
}

export async function findActivity(where: ActivityWhere, db: Database = testDb()) {
  const [activity] = await findActivities(where, db);
  if (!activity) throw new Error(`no activity matches ${JSON.stringify(where)}`);
  return activity;
}

export async function deleteActivities(where: { name: string }, db: Database = testDb()) {
  await db.delete(activities).where(eq(activities.name, where.name));
}

export async function deleteDanmuMessages(where: { content: string }, db: Database = testDb()) {
  await db.delete(danmuMessages).where(eq(danmuMessages.content, where.content));
}

export async function findEvaluationPlan(where: { gradeId: number }, db: Database = testDb()) {
  const [plan] = await db.select().from(evaluationPlans).where(eq(evaluationPlans.gradeId, where.gradeId)).limit(1);
  if (!plan) throw new Error(`grade ${where.gradeId} has no evaluation plan`);
  return plan;
}

export async function updateEvaluationPlan(
  id: number,
  changes: { maxFinish?: number; recentlyDay?: number },
  db: Database = testDb(),
) {
  await db.update(evaluationPlans).set(changes).where(eq(evaluationPlans.id, id));
}

/*
 * A second province. Province shards never share rows, so a test proves that nothing crosses
 * provinces by building a school with the builders above and moving it to this shard.
 */

export const SECOND_PROVINCE_SHARD = TEST_SHARD + 1;

/** What to move: districts (with their regions above, schools, grades, classes and plans), users, task groups. */
export interface ProvinceRows {
  districtIds?: number[];
  userIds?: number[];
  taskGroupIds?: number[];
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Moves rows built in TEST_SHARD, and the rows that hang from them, to another province shard. */
export async function moveToProvince(shard: number, rows: ProvinceRows, db: Database = testDb()): Promise<void> {
  const { districtIds = [], userIds = [], taskGroupIds = [] } = rows;
  if (districtIds.length > 0) {
    const districts = idList(districtIds);
    await db.execute(sql`
      WITH RECURSIVE above AS (
        SELECT id, parent_id FROM regions WHERE id IN (${districts})
        UNION SELECT r.id, r.parent_id FROM regions r JOIN above ON r.id = above.parent_id
      ) UPDATE regions SET province_shard_id = ${shard} WHERE id IN (SELECT id FROM above)`);
    const schoolIds = sql`SELECT id FROM schools WHERE district_id IN (${districts})`;
    const gradeIds = sql`SELECT id FROM grades WHERE school_id IN (${schoolIds})`;
    const planIds = sql`SELECT id FROM evaluation_plans WHERE grade_id IN (${gradeIds})`;
    await db.execute(sql`UPDATE plan_task_groups SET province_shard_id = ${shard} WHERE plan_id IN (${planIds})`);
    await db.execute(sql`UPDATE evaluation_plans SET province_shard_id = ${shard} WHERE id IN (${planIds})`);
    for (const table of ['classes', 'grades', 'school_years']) {
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET province_shard_id = ${shard} WHERE school_id IN (${schoolIds})`,
      );
    }
    await db.execute(sql`UPDATE schools SET province_shard_id = ${shard} WHERE district_id IN (${districts})`);
  }
  if (userIds.length > 0) {
    const users = idList(userIds);
    await db.execute(sql`UPDATE users SET province_shard_id = ${shard} WHERE id IN (${users})`);
    await db.execute(sql`UPDATE user_roles SET province_shard_id = ${shard} WHERE user_id IN (${users})`);
    await db.execute(sql`UPDATE parent_student SET province_shard_id = ${shard} WHERE parent_id IN (${users})`);
  }
  if (taskGroupIds.length > 0) {
    const groups = idList(taskGroupIds);
    const activityIds = sql`SELECT id FROM activities WHERE task_group_id IN (${groups})`;
    const itemIds = sql`SELECT id FROM items WHERE activity_id IN (${activityIds})`;
    await db.execute(sql`UPDATE item_options SET province_shard_id = ${shard} WHERE item_id IN (${itemIds})`);
    await db.execute(sql`UPDATE item_indicators SET province_shard_id = ${shard} WHERE item_id IN (${itemIds})`);
    await db.execute(sql`UPDATE items SET province_shard_id = ${shard} WHERE activity_id IN (${activityIds})`);
    await db.execute(sql`UPDATE activities SET province_shard_id = ${shard} WHERE task_group_id IN (${groups})`);
    await db.execute(sql`UPDATE task_groups SET province_shard_id = ${shard} WHERE id IN (${groups})`);
  }
}
