import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { resultResets } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createParent, createTeacher, TEST_PASSWORD, TEST_SHARD } from '../../test/factories.js';
import { ensureAwardDefinitions } from '../awards/definitions.js';
import { studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import { reset, schoolAdminOf } from '../recovery/test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureAwardDefinitions(testDb());
});

type Setup = Awaited<ReturnType<typeof studentWithActivity>>;
type Home = {
  student: { userId: number };
  taskGroups: {
    tgiId: number;
    tgiEndTime: string | null;
    activities: { activityId: number; userTaskState: number; answerDisabled: boolean }[];
  }[];
  stamina: { dayMaxFinish: number; dayFinish: number; staminaVOList: unknown[] };
  awards: { medals: { earned: boolean; image: string }[] };
  artist: { level: number; image: string };
  newMark: { newMark: boolean; count: number };
};

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

async function submit(s: Setup) {
  const student = await as(s.student.loginName);
  await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
    taskGroupId: s.group.id,
    activityId: s.activityId,
    submitKey: submitKey(),
    answers: { [String(s.choice.id)]: s.bestOption },
  });
  return student;
}

describe('queryHomePage', () => {
  it("needs a session; a teacher gets the figures of their scope, never a student's home", async () => {
    expect((await t.app.inject({ method: 'POST', url: api.home.queryHomePage.path, payload: {} })).statusCode).toBe(
      401,
    );
    const teacher = await createTeacher();
    const reply = body<Record<string, unknown>>(
      await (await as(teacher.loginName)).post(api.home.queryHomePage.path, {}),
    );
    expect(reply.success).toBe(true);
    expect(reply.data).toHaveProperty('schoolCount');
    expect(reply.data).not.toHaveProperty('student');
  });

  it("shows the student's groups with decided states, the stamina panel, earned medals, idol and new marks", async () => {
    const s = await studentWithActivity({ maxFinish: 3 });
    const student = await submit(s);
    const home = body<Home>(await student.post(api.home.queryHomePage.path, {}));
    expect(home.data.student.userId).toBe(s.student.id);
    expect(home.data.taskGroups[0]?.tgiId).toBe(s.group.id);
    expect(home.data.taskGroups[0]?.activities[0]).toMatchObject({
      activityId: s.activityId,
      userTaskState: 1,
      answerDisabled: false,
    });
    expect(home.data.stamina).toMatchObject({ dayMaxFinish: 3, dayFinish: 1 });
    expect(home.data.stamina.staminaVOList).toHaveLength(3);
    expect(home.data.awards.medals.filter((m) => m.earned).map((m) => m.image)).toContain('medal-first-activity.webp');
    expect(home.data.artist).toMatchObject({ level: 1 });
    expect(home.data.newMark.newMark).toBe(true);

    await student.post(api.home.readNewMark.path);
    const after = body<Home>(await student.post(api.home.queryHomePage.path, {}));
    expect(after.data.newMark).toMatchObject({ newMark: false, count: 0 });
  });

  it("gives a parent their bound child's home, and another child's like a missing one", async () => {
    const child = await studentWithActivity();
    const other = await studentWithActivity();
    const parent = await as((await createParent({ children: [child.student.id] })).loginName);
    expect(
      body<Home>(await parent.post(api.home.queryHomePage.path, { studentId: child.student.id })).data.student.userId,
    ).toBe(child.student.id);
    expect(body(await parent.post(api.home.queryHomePage.path, { studentId: other.student.id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    expect(body(await parent.post(api.home.queryHomePage.path, {}))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it('refuses a bad payload', async () => {
    const s = await studentWithActivity();
    const result = body(await (await as(s.student.loginName)).post(api.home.queryHomePage.path, { studentId: 'me' }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('getNewMark and queryReportUrl', () => {
  it('answers only for the caller, or the bound child of a parent, in the right shard', async () => {
    const s = await studentWithActivity();
    const student = await submit(s);
    const own = body<{ count: number }>(
      await student.get(api.home.getNewMark.path, {
        roleId: String(RoleCode.student),
        provinceShardId: String(TEST_SHARD),
      }),
    );
    expect(own.data.count).toBeGreaterThan(0);
    const other = await studentWithActivity();
    expect(body(await student.get(api.home.getNewMark.path, { studentId: String(other.student.id) }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(body(await student.get(api.home.getNewMark.path, { provinceShardId: '1' }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    const parent = await as((await createParent({ children: [s.student.id] })).loginName);
    const forChild = body<{ count: number }>(
      await parent.get(api.home.getNewMark.path, { studentId: String(s.student.id), roleId: String(RoleCode.parent) }),
    );
    expect(forChild.data.count).toBe(own.data.count);
  });

  it('points to the real-time report once the activity is answered', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const before = body<{ reportUrl: string | null }>(
      await student.post(api.home.queryReportUrl.path, { taskGroupId: s.group.id, activityId: s.activityId }),
    );
    expect(before.data.reportUrl).toBeNull();
    await submit(s);
    const after = body<{ reportUrl: string | null }>(
      await student.post(api.home.queryReportUrl.path, { taskGroupId: s.group.id, activityId: s.activityId }),
    );
    expect(after.data.reportUrl).toBe(
      `/client/answerweb/personalRealTimeReport?task_group_info_id=${s.group.id}&activity_id=${s.activityId}`,
    );
  });

  it('points nowhere after an admin reset until the student hands in again', async () => {
    const s = await studentWithActivity();
    const student = await submit(s);
    const admin = await as((await schoolAdminOf(s.student.schoolId)).loginName);
    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);
    const ask = async () =>
      body<{ reportUrl: string | null }>(
        await student.post(api.home.queryReportUrl.path, { taskGroupId: s.group.id, activityId: s.activityId }),
      ).data.reportUrl;
    expect(await ask()).toBeNull();
    // Not started again, yet its first finish stays counted: the home's stamina gate never holds it.
    const home = body<{ taskGroups: { activities: object[] }[] }>(await student.post(api.home.queryHomePage.path, {}));
    expect(home.data.taskGroups[0]?.activities[0]).toMatchObject({
      activityId: s.activityId,
      userTaskState: 0,
      respondTimes: 0,
      staminaCounted: true,
    });
    await submit(s);
    expect(await ask()).toContain(`activity_id=${s.activityId}`);
  });
});

describe('new marks of reset results', () => {
  async function resetRow(s: Setup, reason: string, createdAt: Date, readAt: Date | null = null) {
    await testDb()
      .insert(resultResets)
      .values({
        studentId: s.student.id,
        activityId: s.activityId,
        taskGroupId: s.group.id,
        reason,
        actorUserId: s.student.id,
        schoolId: s.student.schoolId ?? 0,
        provinceShardId: TEST_SHARD,
        createdAt,
        readAt,
      });
  }

  it('lists the unread resets with their reasons, newest first, counted with the awards; reading clears both', async () => {
    const s = await studentWithActivity();
    const other = await studentWithActivity();
    const student = await submit(s);
    await resetRow(s, '第一次恢复', new Date('2026-11-20T02:00:00Z'));
    await resetRow(s, '第二次恢复', new Date('2026-11-21T02:00:00Z'));
    await resetRow(s, '已读的恢复', new Date('2026-11-19T02:00:00Z'), new Date());
    await resetRow(other, '别人的恢复', new Date());
    const query = { roleId: String(RoleCode.student) };
    const mark = body<{ count: number; awards: unknown[]; resets: object[] }>(
      await student.get(api.home.getNewMark.path, query),
    ).data;
    const notice = { activityId: s.activityId, activityName: '我的成长', taskGroupId: s.group.id };
    expect(mark.resets).toEqual([
      { ...notice, reason: '第二次恢复', resetAt: '2026-11-21 10:00:00' },
      { ...notice, reason: '第一次恢复', resetAt: '2026-11-20 10:00:00' },
    ]);
    expect(mark.awards.length).toBeGreaterThan(0);
    expect(mark.count).toBe(mark.awards.length + 2);

    expect(body(await student.post(api.home.readNewMark.path)).success).toBe(true);
    expect(body(await student.get(api.home.getNewMark.path, query)).data).toEqual({
      newMark: false,
      count: 0,
      awards: [],
      resets: [],
    });
    const theirs = body<{ resets: object[] }>(
      await (await as(other.student.loginName)).get(api.home.getNewMark.path, query),
    );
    expect(theirs.data.resets).toHaveLength(1);
  });

  it('reads the resets alone from the home notice and the awards alone from the medals page', async () => {
    const s = await studentWithActivity();
    const student = await submit(s);
    await resetRow(s, '重新作答', new Date('2026-11-20T02:00:00Z'));
    const query = { roleId: String(RoleCode.student) };
    const newMark = async () =>
      body<{ count: number; awards: unknown[]; resets: unknown[] }>(await student.get(api.home.getNewMark.path, query))
        .data;
    const awards = (await newMark()).awards.length;
    expect(awards).toBeGreaterThan(0);

    await student.post(api.home.readNewMark.path, { kind: 'resets' });
    expect(await newMark()).toMatchObject({ count: awards, resets: [] });
    await student.post(api.home.readNewMark.path, { kind: 'awards' });
    expect(await newMark()).toMatchObject({ newMark: false, count: 0, awards: [] });
    expect(body(await student.post(api.home.readNewMark.path, { kind: 'medals' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});
