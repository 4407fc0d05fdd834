import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, translate } from '@pingjia/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createParent, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import {
  countAnswers,
  createActivity,
  setTaskState,
  studentWithActivity,
  submitKey,
  type StudentSetup,
} from '../evaluation/test-factories.js';
import { windowStart } from './window.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const DAY_MS = 86_400_000;
const s = api.other;

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

/** A student who already finished one activity today, and a second activity to submit. */
async function studentAtLimit(setup: StudentSetup & { activityPassed?: '0' | '1' } = {}) {
  const base = await studentWithActivity({ maxFinish: 1, recentlyDay: 3, ...setup });
  const done = await createActivity(base.group.id);
  await setTaskState(base.student.id, done.activityId, base.group.id, {
    userTaskState: 1,
    respondTimes: 1,
    finishedAt: new Date(),
  });
  const payload = {
    taskGroupId: base.group.id,
    activityId: base.activityId,
    submitKey: submitKey(),
    answers: { [String(base.choice.id)]: base.bestOption },
  };
  return { ...base, payload };
}

describe('stamina reads', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: s.findTaskStamina.path, payload: {} })).statusCode).toBe(401);
  });

  it('counts finished activities in the rolling window of the grade plan, today included', async () => {
    const base = await studentWithActivity({ maxFinish: 5, recentlyDay: 3 });
    const extra = await Promise.all([createActivity(base.group.id), createActivity(base.group.id)]);
    await setTaskState(base.student.id, base.activityId, base.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(),
    });
    await setTaskState(base.student.id, extra[0].activityId, base.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(Date.now() - 2 * DAY_MS),
    });
    await setTaskState(base.student.id, extra[1].activityId, base.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(Date.now() - 4 * DAY_MS),
    });
    const student = await as(base.student.loginName);
    const task = body<{ taskStaminaVO: object }>(await student.post(s.findTaskStamina.path, {}));
    expect(task.data.taskStaminaVO).toEqual({ maxFinish: 5, dayFinish: 2, recentlyDay: 3 });
    const details = body<{ staminaVOList: { dateTime: string; finishNum: number }[] }>(
      await student.post(s.findStaminaDetails.path, {}),
    );
    expect(details.data.staminaVOList.map((day) => day.finishNum)).toEqual([1, 0, 1]);
    expect(details.data.staminaVOList[2]?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("counts from the window's first school-day midnight: a finish a minute before it is not counted", async () => {
    const base = await studentWithActivity({ maxFinish: 5, recentlyDay: 3 });
    const extra = await createActivity(base.group.id);
    const start = windowStart(t.clock.now(), 3).getTime();
    const finish = (activityId: number, at: number) =>
      setTaskState(base.student.id, activityId, base.group.id, {
        userTaskState: 1,
        respondTimes: 1,
        finishedAt: new Date(at),
      });
    await finish(base.activityId, start + 60_000);
    await finish(extra.activityId, start - 60_000);
    const student = await as(base.student.loginName);
    const task = body<{ taskStaminaVO: object }>(await student.post(s.findTaskStamina.path, {}));
    expect(task.data.taskStaminaVO).toEqual({ maxFinish: 5, dayFinish: 1, recentlyDay: 3 });
  });

  it("answers another student's id or shard like a missing one, and serves a parent their bound child", async () => {
    const mine = await studentWithActivity({ maxFinish: 2 });
    const other = await studentWithActivity();
    const student = await as(mine.student.loginName);
    expect(body(await student.post(s.findTaskStamina.path, { userId: other.student.id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    expect(body(await student.post(s.findTaskStamina.path, { userShardeId: 999 }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    const parent = await createParent({ children: [mine.student.id] });
    const asParent = await as(parent.loginName);
    const child = body<{ taskStaminaVO: { maxFinish: number } }>(
      await asParent.post(s.findTaskStamina.path, { userId: mine.student.id, roleId: RoleCode.parent }),
    );
    expect(child.data.taskStaminaVO.maxFinish).toBe(2);
    expect(body(await asParent.post(s.findTaskStamina.path, { userId: other.student.id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });
});

describe('the stamina limit on submit', () => {
  it("refuses a submit over the limit with the spec's message naming the window, and stores nothing", async () => {
    const base = await studentAtLimit();
    const result = body(
      await (await as(base.student.loginName)).post(api.evaluation.subEvaluationGroupAnswer.path, base.payload),
    );
    expect(result).toMatchObject({
      success: false,
      code: ErrorCode.StaminaExhausted,
      message: translate('stamina.exhausted', 'zh-CN', { days: 3 }),
    });
    expect(await countAnswers(base.student.id)).toBe(0);
  });

  it('never blocks when the plan sets no limit', async () => {
    const base = await studentAtLimit({ maxFinish: 0 });
    expect(
      body(await (await as(base.student.loginName)).post(api.evaluation.subEvaluationGroupAnswer.path, base.payload))
        .success,
    ).toBe(true);
  });

  it('lets the exempt through: the activity flag, the group flag, and a test account with openTest', async () => {
    const byActivity = await studentAtLimit({ activityPassed: '1' });
    const byGroup = await studentAtLimit({ groupPassed: '1' });
    const testAccount = await studentAtLimit();
    await testDb().update(users).set({ accountType: '1', openTest: true }).where(eq(users.id, testAccount.student.id));
    const notOpen = await studentAtLimit();
    await testDb().update(users).set({ accountType: '1', openTest: false }).where(eq(users.id, notOpen.student.id));
    for (const exempt of [byActivity, byGroup, testAccount]) {
      const result = body(
        await (await as(exempt.student.loginName)).post(api.evaluation.subEvaluationGroupAnswer.path, exempt.payload),
      );
      expect(result.success).toBe(true);
    }
    const refused = body(
      await (await as(notOpen.student.loginName)).post(api.evaluation.subEvaluationGroupAnswer.path, notOpen.payload),
    );
    expect(refused.code).toBe(ErrorCode.StaminaExhausted);
  });

  it('lets the one re-answer through at the limit: its first finish is already counted, and counts once', async () => {
    const base = await studentWithActivity({ maxFinish: 1, recentlyDay: 3 });
    const other = await createActivity(base.group.id);
    const student = await as(base.student.loginName);
    const answer = () => ({
      taskGroupId: base.group.id,
      activityId: base.activityId,
      submitKey: submitKey(),
      answers: { [String(base.choice.id)]: base.bestOption },
    });
    expect(body(await student.post(api.evaluation.subEvaluationGroupAnswer.path, answer())).success).toBe(true);

    const path = api.evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser.path;
    type Gate = { staminaCounted: boolean; stamina: { isDayFinish: boolean; blocked: boolean } };
    const answered = body<Gate>(await student.get(path, { activityId: String(base.activityId) })).data;
    expect(answered).toMatchObject({ staminaCounted: true, stamina: { isDayFinish: true, blocked: false } });
    const fresh = body<Gate>(await student.get(path, { activityId: String(other.activityId) })).data;
    expect(fresh).toMatchObject({ staminaCounted: false, stamina: { blocked: true } });
    const home = body<{ taskGroups: { activities: { activityId: number; staminaCounted: boolean }[] }[] }>(
      await student.post(api.home.queryHomePage.path, {}),
    );
    expect(home.data.taskGroups[0]?.activities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activityId: base.activityId, staminaCounted: true }),
        expect.objectContaining({ activityId: other.activityId, staminaCounted: false }),
      ]),
    );

    const again = body(await student.post(api.evaluation.replaceSubEvaluationGroupAnswer.path, answer()));
    expect(again).toMatchObject({ success: true, data: { taskState: { respondTimes: 2 } } });
    const stamina = body<{ taskStaminaVO: object }>(await student.post(s.findTaskStamina.path, {}));
    expect(stamina.data.taskStaminaVO).toEqual({ maxFinish: 1, dayFinish: 1, recentlyDay: 3 });
    expect(await countAnswers(base.student.id, base.activityId)).toBe(2);
  });

  it('shows the block to the student but not to a parent (a non-student role)', async () => {
    const base = await studentAtLimit();
    const parent = await createParent({ children: [base.student.id] });
    const query = { activityId: String(base.activityId), studentId: String(base.student.id) };
    const path = api.evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser.path;
    const forStudent = body<{ stamina: { blocked: boolean } }>(
      await (await as(base.student.loginName)).get(path, { activityId: query.activityId }),
    );
    const forParent = body<{ stamina: { blocked: boolean } }>(await (await as(parent.loginName)).get(path, query));
    expect(forStudent.data.stamina.blocked).toBe(true);
    expect(forParent.data.stamina.blocked).toBe(false);
  });
});

describe('updateTaskStamina', () => {
  it("lets a school admin set their grade's limit (audited), hides other schools, refuses others and bad input", async () => {
    const base = await studentWithActivity();
    const admin = await createUser({
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: base.student.schoolId ?? 0 }],
      schoolId: base.student.schoolId ?? null,
    });
    const elsewhere = await studentWithActivity();
    const asAdmin = await as(admin.loginName);
    const limit = { gradeId: base.student.gradeId ?? 0, maxFinish: 4, recentlyDay: 7 };
    expect(body(await asAdmin.post(s.updateTaskStamina.path, limit)).data).toEqual(limit);
    const seen = body<{ taskStaminaVO: object }>(
      await (await as(base.student.loginName)).post(s.findTaskStamina.path, {}),
    );
    expect(seen.data.taskStaminaVO).toEqual({ maxFinish: 4, dayFinish: 0, recentlyDay: 7 });
    const [entry] = await testDb().select().from(auditLog).where(eq(auditLog.action, 'stamina.updateTaskStamina'));
    expect(entry).toMatchObject({ actorUserId: admin.id, after: { maxFinish: 4, recentlyDay: 7 } });

    const foreign = body(
      await asAdmin.post(s.updateTaskStamina.path, { ...limit, gradeId: elsewhere.student.gradeId }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const bad = body(await asAdmin.post(s.updateTaskStamina.path, { ...limit, recentlyDay: 0 }));
    expect(bad).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const teacher = await createTeacher();
    expect((await (await as(teacher.loginName)).post(s.updateTaskStamina.path, limit)).statusCode).toBe(403);
    const after = body<{ taskStaminaVO: object }>(
      await (await as(base.student.loginName)).post(s.findTaskStamina.path, {}),
    );
    expect(after.data.taskStaminaVO).toEqual({ maxFinish: 4, dayFinish: 0, recentlyDay: 7 });
  });
});
