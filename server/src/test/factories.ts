import { randomBytes } from 'node:crypto';
import { RoleCode, gradeName } from '@pingjia/contract';
import {
  classes,
  grades,
  menus,
  parentStudent,
  regions,
  schoolYears,
  schools,
  userRoles,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { createPii } from '../platform/pii.js';
import { TEST_PII_KEY, testDb } from './harness.js';

/**
 * Builders of test data with overrides, shared by API and browser tests. Each call makes
 * fresh rows with unique names, so no test leans on another's leftovers.
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

export async function createDistrict(overrides: { name?: string } = {}) {
  const db = testDb();
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
) {
  const db = testDb();
  const districtId = overrides.districtId ?? (await createDistrict()).id;
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

export async function createClass(overrides: { schoolId?: number; gradeLevel?: number; name?: string } = {}) {
  const db = testDb();
  const schoolId = overrides.schoolId ?? (await createSchool()).id;
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

export async function createUser(overrides: UserOverrides = {}) {
  const db = testDb();
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

export async function createStudent(overrides: UserOverrides & { classId?: number } = {}) {
  const place = overrides.classId
    ? await testDb().query.classes.findFirst({ where: (c, { eq }) => eq(c.id, overrides.classId ?? 0) })
    : await createClass();
  if (!place) throw new Error('class not found');
  return createUser({
    userName: '李小明',
    userType: 1,
    ...overrides,
    classId: place.id,
    gradeId: place.gradeId,
    schoolId: place.schoolId,
    roles: overrides.roles ?? [{ roleCode: RoleCode.student, schoolId: place.schoolId, classId: place.id }],
  });
}

export async function createTeacher(overrides: UserOverrides & { schoolId?: number } = {}) {
  const schoolId = overrides.schoolId ?? (await createSchool()).id;
  return createUser({
    userName: '张老师',
    ...overrides,
    schoolId,
    roles: overrides.roles ?? [{ roleCode: RoleCode.teacher, schoolId }],
  });
}

export async function createParent(overrides: UserOverrides & { children?: number[] } = {}) {
  const parent = await createUser({
    userName: '李家长',
    userType: 2,
    ...overrides,
    roles: overrides.roles ?? [{ roleCode: RoleCode.parent }],
  });
  for (const studentId of overrides.children ?? []) {
    await testDb().insert(parentStudent).values({ parentId: parent.id, studentId, provinceShardId: TEST_SHARD });
  }
  return parent;
}

export async function createAreaAdmin(overrides: UserOverrides = {}) {
  const regionId = overrides.regionId ?? (await createDistrict()).id;
  return createUser({
    userName: '孙管理',
    ...overrides,
    regionId,
    roles: overrides.roles ?? [{ roleCode: RoleCode.areaAdmin, regionId }],
  });
}

export async function createMenu(overrides: {
  roleCode: number;
  menuUrl?: string;
  appSide?: string;
  sort?: number;
  parentId?: number;
  menuName?: string;
}) {
  const [menu] = await testDb()
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
