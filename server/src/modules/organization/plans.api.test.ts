import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { evaluationPlans, grades, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createClass, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTaskGroup } from '../evaluation/test-factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let areaAdmin: ReturnType<typeof authed>;
let foreignShardGroupId: number;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  areaAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
  const [foreign] = await testDb()
    .insert(taskGroups)
    .values({ name: '外省测评', startTime: new Date(), provinceShardId: 34 })
    .returning();
  foreignShardGroupId = foreign?.id ?? 0;
});

type Group = { tgiId: number; name: string; tgiStartTime: string; tgiEndTime: string | null };
type Plan = {
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  maxFinish: number;
  recentlyDay: number;
  taskGroups: Group[];
};

/** A fresh grade of school A (one per level), so each test owns its plan. */
async function gradeOfSchoolA(level: number) {
  return (await createClass({ schoolId: org.schoolA.id, gradeLevel: level })).gradeId;
}

async function planOf(gradeId: number) {
  const [plan] = await testDb().select().from(evaluationPlans).where(eq(evaluationPlans.gradeId, gradeId));
  if (!plan) return undefined;
  const links = await testDb().select().from(planTaskGroups).where(eq(planTaskGroups.planId, plan.id));
  return {
    maxFinish: plan.maxFinish,
    recentlyDay: plan.recentlyDay,
    taskGroupIds: links.map((link) => link.taskGroupId).sort((a, b) => a - b),
  };
}

async function plansOfSchoolA(client = adminA) {
  return body<Plan[]>(await client.post(api.admin.planList.path, { schoolId: org.schoolA.id }));
}

describe('plan/taskGroups', () => {
  it("offers the province's task groups with their times, newest first, never another shard's", async () => {
    const older = await createTaskGroup({
      name: '较早测评',
      startTime: new Date('2026-03-01T00:00:00Z'),
      endTime: null,
    });
    const newer = await createTaskGroup({
      name: '较新测评',
      startTime: new Date('2026-09-01T00:00:00Z'),
      endTime: new Date('2026-12-01T00:00:00Z'),
    });
    const groups = body<Group[]>(await adminA.post(api.admin.planTaskGroups.path, {}));
    const ids = groups.data.map((group) => group.tgiId);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(foreignShardGroupId);
    expect(groups.data.find((group) => group.tgiId === newer.id)).toEqual({
      tgiId: newer.id,
      name: '较新测评',
      tgiStartTime: '2026-09-01T00:00:00.000Z',
      tgiEndTime: '2026-12-01T00:00:00.000Z',
    });
    expect(groups.data.find((group) => group.tgiId === older.id)?.tgiEndTime).toBeNull();
  });

  it('refuses a body that is not an object, and roles that neither plan nor set participation (403)', async () => {
    const response = await adminA.post(api.admin.planTaskGroups.path, [1]);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const teacher = await createTeacher({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    expect(
      (
        await authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD)).post(
          api.admin.planTaskGroups.path,
          {},
        )
      ).statusCode,
    ).toBe(403);
  });

  it('serves customer service too, who choose a task group on the participation page', async () => {
    const group = await createTaskGroup({ name: '参评用测评' });
    const service = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    const groups = body<Group[]>(
      await authed(t.app, await signIn(t.app, service.loginName, TEST_PASSWORD)).post(
        api.admin.planTaskGroups.path,
        {},
      ),
    );
    expect(groups.data.map((row) => row.tgiId)).toContain(group.id);
  });
});

describe('plan/list', () => {
  it('lists each grade of the school in grade order, with the defaults where there is no plan', async () => {
    const gradeId = await gradeOfSchoolA(2);
    const [grade] = await testDb().select().from(grades).where(eq(grades.id, gradeId));
    const plans = await plansOfSchoolA();
    expect(plans.data.map((plan) => plan.gradeLevel)).toEqual(
      [...plans.data.map((plan) => plan.gradeLevel)].sort((a, b) => a - b),
    );
    expect(plans.data.find((plan) => plan.gradeId === gradeId)).toEqual({
      gradeId,
      gradeName: grade?.name,
      gradeLevel: 2,
      maxFinish: 0,
      recentlyDay: 3,
      taskGroups: [],
    });
    const viaArea = await plansOfSchoolA(areaAdmin);
    expect(viaArea.data.map((plan) => plan.gradeId)).toEqual(plans.data.map((plan) => plan.gradeId));
  });

  it("answers another school's id like a missing one", async () => {
    const foreign = body(await adminA.post(api.admin.planList.path, { schoolId: org.schoolB.id }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(body(await adminA.post(api.admin.planList.path, { schoolId: 999_999 })));
    expect(body(await areaAdmin.post(api.admin.planList.path, { schoolId: org.schoolB.id }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('refuses a missing or malformed school id', async () => {
    for (const payload of [{}, { schoolId: 'A' }, { schoolId: -1 }]) {
      expect(body(await adminA.post(api.admin.planList.path, payload))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
  });
});

describe('plan/save', () => {
  it("replaces the grade's groups and limit; the list shows exactly what was saved", async () => {
    const gradeId = await gradeOfSchoolA(3);
    const first = await createTaskGroup();
    const second = await createTaskGroup();
    const saved = body<{ id: number }>(
      await adminA.post(api.admin.planSave.path, {
        gradeId,
        taskGroupIds: [first.id, second.id, first.id],
        maxFinish: 5,
        recentlyDay: 7,
      }),
    );
    expect(saved.success).toBe(true);
    expect(await planOf(gradeId)).toEqual({
      maxFinish: 5,
      recentlyDay: 7,
      taskGroupIds: [first.id, second.id].sort((a, b) => a - b),
    });

    expect(body(await adminA.post(api.admin.planSave.path, { gradeId, taskGroupIds: [second.id] })).data).toEqual({
      id: saved.data.id,
    });
    const plan = (await plansOfSchoolA()).data.find((row) => row.gradeId === gradeId);
    // Omitted limits fall back to no limit over the default three days.
    expect(plan).toMatchObject({ maxFinish: 0, recentlyDay: 3, taskGroups: [{ tgiId: second.id, name: second.name }] });
    expect(plan?.taskGroups).toHaveLength(1);
    expect(await auditCount('plan.save', saved.data.id)).toBe(2);
  });

  it('refuses maxFinish over 100 and recentlyDay 0 (validation), writing nothing', async () => {
    const gradeId = await gradeOfSchoolA(4);
    const group = await createTaskGroup();
    await adminA.post(api.admin.planSave.path, { gradeId, taskGroupIds: [group.id], maxFinish: 2, recentlyDay: 3 });
    const before = await planOf(gradeId);
    for (const payload of [
      { gradeId, taskGroupIds: [], maxFinish: 101, recentlyDay: 3 },
      { gradeId, taskGroupIds: [], maxFinish: 2, recentlyDay: 0 },
      { gradeId, taskGroupIds: [], maxFinish: -1 },
      { gradeId, taskGroupIds: [], recentlyDay: 31 },
      { gradeId, taskGroupIds: ['1'] },
      { gradeId },
    ]) {
      const response = await adminA.post(api.admin.planSave.path, payload);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    }
    expect(await planOf(gradeId)).toEqual(before);
    expect(before).toEqual({ maxFinish: 2, recentlyDay: 3, taskGroupIds: [group.id] });
  });

  it("refuses a task group of another province shard, and another school's grade, writing nothing", async () => {
    const gradeId = await gradeOfSchoolA(5);
    const group = await createTaskGroup();
    const foreign = body(
      await adminA.post(api.admin.planSave.path, { gradeId, taskGroupIds: [group.id, foreignShardGroupId] }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(
      body(await adminA.post(api.admin.planSave.path, { gradeId, taskGroupIds: [group.id, 999_999] })),
    );
    expect(await planOf(gradeId)).toBeUndefined();
    const otherSchool = body(
      await adminA.post(api.admin.planSave.path, { gradeId: org.classB.gradeId, taskGroupIds: [group.id] }),
    );
    expect(otherSchool).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await planOf(org.classB.gradeId)).toBeUndefined();
  });
});
