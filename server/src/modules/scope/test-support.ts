import { and, count, eq } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { createClass, createDistrict, createSchool, createUser, TEST_PASSWORD } from '../../test/factories.js';

/** Two schools in two districts, each with a class and a school admin; an area admin over the first district. */
export async function twoSchools() {
  const districtA = await createDistrict({ name: '西湖区' });
  const districtB = await createDistrict({ name: '鄞州区' });
  const schoolA = await createSchool({ districtId: districtA.id });
  const schoolB = await createSchool({ districtId: districtB.id });
  const classA = await createClass({ schoolId: schoolA.id });
  const classB = await createClass({ schoolId: schoolB.id });
  const adminA = await createUser({
    schoolId: schoolA.id,
    roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: schoolA.id }],
  });
  const adminB = await createUser({
    schoolId: schoolB.id,
    roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: schoolB.id }],
  });
  const areaAdminA = await createUser({
    regionId: districtA.id,
    roles: [{ roleCode: RoleCode.areaAdmin, regionId: districtA.id }],
  });
  return { districtA, districtB, schoolA, schoolB, classA, classB, adminA, adminB, areaAdminA };
}

export async function auditCount(action: string, entityId?: number): Promise<number> {
  const [row] = await testDb()
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))),
    );
  return row?.n ?? 0;
}

export async function userCount(): Promise<number> {
  const [row] = await testDb().select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findUser(loginName: string) {
  const [row] = await testDb().select().from(users).where(eq(users.loginName, loginName));
  return row;
}

export { TEST_PASSWORD };
