import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RoleCode } from '@pingjia/contract';
import { answers, scenarioAttempts } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createParent, TEST_SHARD } from '../../test/factories.js';
import { attemptsOf, studentWithAdaptiveTest } from '../adaptive/test-factories.js';
import { countAnswers, studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import { studentWithScenario } from '../scenario/test-factories.js';
import { as, REASON, reset, resetsOf, schoolAdminOf, stateOf, submitBest, type Client } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const e = api.evaluation;

async function adminOf(student: { schoolId: number | null }) {
  return as(t, (await schoolAdminOf(student.schoolId)).loginName);
}

describe('after a reset the student answers again from the start', () => {
  it('takes a new answer and keeps the old one in the history', async () => {
    const s = await studentWithActivity();
    const student = await as(t, s.student.loginName);
    const first = body<{ answerId: number }>(
      await student.post(e.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: s.worstOption },
      }),
    );
    expect(body(await reset(await adminOf(s.student), s.student, s.activityId)).success).toBe(true);
    const again = await submitBest(student, s);
    expect(again).toMatchObject({ success: true, data: { taskState: { userTaskState: 1, respondTimes: 1 } } });
    const history = await testDb().select().from(answers).where(eq(answers.userId, s.student.id));
    expect(history.map((row) => row.id)).toContain(first.data.answerId);
    expect(history).toHaveLength(2);
  });

  it('passes the stamina gate when the limit is already reached: the activity was counted once', async () => {
    const s = await studentWithActivity({ maxFinish: 1, recentlyDay: 3 });
    const student = await as(t, s.student.loginName);
    expect((await submitBest(student, s)).success).toBe(true);
    expect(body(await reset(await adminOf(s.student), s.student, s.activityId)).success).toBe(true);
    expect((await submitBest(student, s)).success).toBe(true);
    const stamina = body<{ taskStaminaVO: { dayFinish: number } }>(
      await student.post(api.other.findTaskStamina.path, {}),
    );
    expect(stamina.data.taskStaminaVO.dayFinish).toBe(1);
    expect(await countAnswers(s.student.id, s.activityId)).toBe(2);
  });

  it('ends an adaptive test not handed in and keeps the handed-in one; the next open starts a new test', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(t, s.student.loginName);
    const query = { activityId: String(s.activityId), taskGroupId: String(s.group.id) };
    let page = body<Page>(await student.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, query)).data;
    while (page.item) {
      const next = { ...query, itemId: String(page.item.itemId), optionId: page.item.options[0]?.id ?? 'A' };
      page = body<Page>(await student.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, next)).data;
    }
    const handIn = { taskGroupId: s.group.id, activityId: s.activityId, submitKey: submitKey(), useTime: 60 };
    expect(body(await student.post(e.subAdaptiveEvaluationGroupAnswer.path, handIn)).success).toBe(true);
    const admin = await adminOf(s.student);

    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);
    const reopened = body<Page>(await student.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, query)).data;
    expect(reopened).toMatchObject({ answeredCount: 0, finished: false, attemptNo: 2 });
    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);
    const attempts = await attemptsOf(s.student.id, s.activityId);
    expect(attempts.map((row) => ({ no: row.attemptNo, handedIn: row.submittedAt !== null }))).toEqual([
      { no: 1, handedIn: true },
    ]);
  });

  it('drops the scenario walk, so the story starts again at its first scene', async () => {
    const s = await studentWithScenario();
    const student = await as(t, s.student.loginName);
    await student.post(api.scenario.recordStep.path, { ...s.ref, sceneId: 'lunch', answers: { queue: 'wait' } });
    expect(await stateOf(s.student.id, s.activityId)).toMatchObject({ userTaskState: 0, respondTimes: 0 });
    expect(body(await reset(await adminOf(s.student), s.student, s.activityId)).success).toBe(true);
    expect(await testDb().select().from(scenarioAttempts).where(eq(scenarioAttempts.userId, s.student.id))).toEqual([]);
    const walk = body<{ path: { sceneId: string }[]; canAnswer: boolean }>(
      await student.get(api.scenario.getScenario.path, { activityId: String(s.activityId) }),
    );
    expect(walk.data).toMatchObject({ path: [{ sceneId: 'lunch' }], canAnswer: true });
  });
});

interface Page {
  item: { itemId: number; options: { id: string }[] } | null;
  answeredCount: number;
  finished: boolean;
  attemptNo: number;
}

interface NewMark {
  newMark: boolean;
  count: number;
  resets: { activityId: number; activityName: string; taskGroupId: number; reason: string; resetAt: string }[];
}

describe('the student and their parents see why', () => {
  async function newMarkOf(client: Client, studentId: number, roleId: number) {
    const query = { roleId: String(roleId), studentId: String(studentId), provinceShardId: String(TEST_SHARD) };
    return body<NewMark>(await client.get(api.home.getNewMark.path, query)).data;
  }

  it('shows the reason as a new mark on both homes until the student has read it', async () => {
    const s = await studentWithActivity();
    const student = await as(t, s.student.loginName);
    const parent = await as(t, (await createParent({ children: [s.student.id] })).loginName);
    await submitBest(student, s);
    // The medal of the first answer is read, so the reset is the only new mark.
    await student.post(api.home.readNewMark.path);
    expect(body(await reset(await adminOf(s.student), s.student, s.activityId)).success).toBe(true);

    const notice = { activityId: s.activityId, activityName: '我的成长', taskGroupId: s.group.id, reason: REASON };
    const own = await newMarkOf(student, s.student.id, RoleCode.student);
    expect(own).toMatchObject({ newMark: true, count: 1, resets: [notice] });
    expect(own.resets[0]?.resetAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await newMarkOf(parent, s.student.id, RoleCode.parent)).toEqual(own);
    const home = body<{ newMark: NewMark }>(await student.post(api.home.queryHomePage.path, {}));
    expect(home.data.newMark).toEqual(own);

    await student.post(api.home.readNewMark.path);
    expect(await newMarkOf(parent, s.student.id, RoleCode.parent)).toMatchObject({
      newMark: false,
      count: 0,
      resets: [],
    });
    expect((await resetsOf(s.student.id))[0]?.readAt).toBeInstanceOf(Date);
  });
});
