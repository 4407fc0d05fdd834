import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { classes, schools, taskGroups } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let areaAdmin: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  areaAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
});

describe('getMyScope', () => {
  it('tells the web what the server will allow', async () => {
    const scope = body<{ level: string; schoolIds: number[]; capabilities: string[] }>(
      await adminA.get(api.admin.getMyScope.path),
    );
    expect(scope.data.level).toBe('school');
    expect(scope.data.schoolIds).toEqual([org.schoolA.id]);
    expect(scope.data.capabilities).toContain('manageStudents');
    expect(scope.data.capabilities).not.toContain('manageSchools');
  });
});

describe('schools', () => {
  it('an area admin adds a school in their district, with grades, audited', async () => {
    const result = body<{ id: number }>(
      await areaAdmin.post(api.admin.schoolAdd.path, {
        organizationName: '新建实验学校',
        districtId: org.districtA.id,
        gradeLevels: [1, 2],
      }),
    );
    expect(result.success).toBe(true);
    expect(await auditCount('school.add', result.data.id)).toBe(1);
    const list = body<{ records: { id: number }[] }>(
      await areaAdmin.post(api.admin.schoolList.path, { keyword: '新建实验' }),
    );
    expect(list.data.records.map((row) => row.id)).toEqual([result.data.id]);
  });

  it('refuses a district outside the area, writing nothing', async () => {
    const result = body(
      await areaAdmin.post(api.admin.schoolAdd.path, { organizationName: '越界学校', districtId: org.districtB.id }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await testDb().select().from(schools).where(eq(schools.organizationName, '越界学校'))).toEqual([]);
  });

  it('refuses a too-short name', async () => {
    const result = body(
      await areaAdmin.post(api.admin.schoolAdd.path, { organizationName: 'x', districtId: org.districtA.id }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });

  it('changes state of a school in the area only', async () => {
    expect(
      body(await areaAdmin.post(api.admin.schoolUpdateState.path, { ids: [org.schoolB.id], state: 0 })),
    ).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const [row] = await testDb().select().from(schools).where(eq(schools.id, org.schoolB.id));
    expect(row?.state).toBe(1);
  });

  it('is not a school admin’s function (403)', async () => {
    expect(
      (await adminA.post(api.admin.schoolAdd.path, { organizationName: '某学校', districtId: org.districtA.id }))
        .statusCode,
    ).toBe(403);
  });

  it('lists only the school admin’s own school', async () => {
    const list = body<{ records: { id: number }[] }>(await adminA.post(api.admin.schoolList.path, {}));
    expect(list.data.records.map((row) => row.id)).toEqual([org.schoolA.id]);
  });
});

describe('classes', () => {
  it('creates a class (and its grade), refuses a duplicate name, deletes it while empty', async () => {
    const created = body<{ id: number }>(
      await adminA.post(api.admin.classSaveOrUpdate.path, { schoolId: org.schoolA.id, gradeLevel: 3, name: '3班' }),
    );
    expect(created.success).toBe(true);
    const duplicate = body(
      await adminA.post(api.admin.classSaveOrUpdate.path, { schoolId: org.schoolA.id, gradeLevel: 3, name: '3班' }),
    );
    expect(duplicate).toMatchObject({ success: false, code: ErrorCode.Conflict });
    expect(body(await adminA.post(api.admin.classDelete.path, { id: created.data.id })).success).toBe(true);
    expect(await auditCount('class.delete', created.data.id)).toBe(1);
  });

  it('refuses to delete a class with students', async () => {
    await createStudent({ classId: org.classA.id });
    const result = body(await adminA.post(api.admin.classDelete.path, { id: org.classA.id }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });

  it('another school’s class reads as missing', async () => {
    const result = body(
      await adminA.post(api.admin.classSaveOrUpdate.path, {
        id: org.classB.id,
        schoolId: org.schoolB.id,
        gradeLevel: 7,
        name: '改名',
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const [row] = await testDb().select().from(classes).where(eq(classes.id, org.classB.id));
    expect(row?.name).not.toBe('改名');
  });

  it('a teacher lists only their own classes', async () => {
    const teacher = await createTeacher({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: 7, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    const client = authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD));
    const list = body<{ records: { id: number }[] }>(await client.post(api.admin.classList.path, {}));
    expect(list.data.records.map((row) => row.id)).toEqual([org.classA.id]);
    expect(
      (await client.post(api.admin.classSaveOrUpdate.path, { schoolId: org.schoolA.id, gradeLevel: 1, name: '1班' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('participation', () => {
  it('sets a school not to take part and shows it in the list', async () => {
    const [group] = await testDb()
      .insert(taskGroups)
      .values({ name: '秋季测评', startTime: new Date(), provinceShardId: 33 })
      .returning();
    const groupId = group?.id ?? 0;
    expect(
      body(
        await areaAdmin.post(api.admin.batchParticipation.path, {
          taskGroupId: groupId,
          subjectType: 'school',
          ids: [org.schoolA.id],
          participates: false,
        }),
      ).success,
    ).toBe(true);
    const list = body<{ records: { schoolId: number; participates: boolean }[] }>(
      await areaAdmin.post(api.admin.participationList.path, { taskGroupId: groupId }),
    );
    expect(list.data.records.find((row) => row.schoolId === org.schoolA.id)?.participates).toBe(false);
    const refused = body(
      await adminA.post(api.admin.batchParticipation.path, {
        taskGroupId: groupId,
        subjectType: 'school',
        ids: [org.schoolB.id],
        participates: false,
      }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });
});

describe('evaluation plans', () => {
  it('puts task groups in a grade’s plan with its stamina limit, audited; another school’s grade reads as missing', async () => {
    const [group] = await testDb()
      .insert(taskGroups)
      .values({ name: '春季测评', startTime: new Date(), provinceShardId: 33 })
      .returning();
    const groupId = group?.id ?? 0;
    const saved = body<{ id: number }>(
      await adminA.post(api.admin.planSave.path, {
        gradeId: org.classA.gradeId,
        taskGroupIds: [groupId],
        maxFinish: 2,
        recentlyDay: 3,
      }),
    );
    expect(saved.success).toBe(true);
    expect(await auditCount('plan.save', saved.data.id)).toBe(1);
    const plans = body<{ gradeId: number; maxFinish: number; taskGroups: { tgiId: number }[] }[]>(
      await adminA.post(api.admin.planList.path, { schoolId: org.schoolA.id }),
    );
    const plan = plans.data.find((row) => row.gradeId === org.classA.gradeId);
    expect(plan).toMatchObject({ maxFinish: 2, taskGroups: [{ tgiId: groupId }] });
    const refused = body(
      await adminA.post(api.admin.planSave.path, { gradeId: org.classB.gradeId, taskGroupIds: [groupId] }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const groups = body<{ tgiId: number }[]>(await adminA.post(api.admin.planTaskGroups.path, {}));
    expect(groups.data.map((row) => row.tgiId)).toContain(groupId);
  });
});

describe('areas', () => {
  it('lists the area admin’s district, adds a sub-area only below a city', async () => {
    const list = body<{ id: number }[]>(await areaAdmin.post(api.admin.areaList.path, {}));
    expect(list.data.map((row) => row.id)).toEqual([org.districtA.id]);
    const refused = body(
      await areaAdmin.post(api.admin.areaSave.path, { parentId: org.districtA.id, name: '新街道', code: '330106001' }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });
});
