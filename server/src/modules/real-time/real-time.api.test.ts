import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEFAULT_KEY_POINT, ErrorCode } from '@pingjia/contract';
import { taskGroups } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createParent, TEST_PASSWORD } from '../../test/factories.js';
import { studentWithActivity, submitKey } from '../evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

type Detail = {
  dimensions: {
    dimensionId: string;
    name: string;
    score: number;
    level: number;
    indicators: { dimensionId: string; score: number }[];
  }[];
  keyPoint: { dimensionId: string; indicatorId: string; dimensionScore: number | null; indicatorScore: number | null };
};

async function answered() {
  const s = await studentWithActivity();
  const student = authed(t.app, await signIn(t.app, s.student.loginName, TEST_PASSWORD));
  await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
    taskGroupId: s.group.id,
    activityId: s.activityId,
    submitKey: submitKey(),
    answers: { [String(s.choice.id)]: s.bestOption, [String(s.text?.id)]: '学会了整理房间' },
  });
  return { s, student };
}

describe('the real-time report', () => {
  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: api.realTime.findGroupDetail.path, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('shows each aspect with its indicators and the default key point right after a submit', async () => {
    const { s, student } = await answered();
    const detail = body<Detail>(
      await student.post(api.realTime.findGroupDetail.path, { taskGroupId: s.group.id, activityId: s.activityId }),
    );
    const moral = detail.data.dimensions.find((d) => d.dimensionId === '1');
    expect(moral).toMatchObject({ name: '品德发展', score: 100, level: 4 });
    expect(moral?.indicators).toEqual([expect.objectContaining({ dimensionId: '10', score: 100 })]);
    expect(detail.data.keyPoint).toEqual({ ...DEFAULT_KEY_POINT, dimensionScore: 100, indicatorScore: 100 });

    const strengths = body<{ advantages: { dimensionId: string }[] }>(
      await student.post(api.realTime.findAdvantage.path, { taskGroupId: s.group.id }),
    );
    expect(strengths.data.advantages.map((a) => a.dimensionId)).toEqual(['10', '20']);
  });

  it("serves a parent their child's report and hides another student's", async () => {
    const { s } = await answered();
    const other = await studentWithActivity();
    const parent = authed(
      t.app,
      await signIn(t.app, (await createParent({ children: [s.student.id] })).loginName, TEST_PASSWORD),
    );
    expect(
      body(await parent.post(api.realTime.findGroupDetail.path, { taskGroupId: s.group.id, studentId: s.student.id }))
        .success,
    ).toBe(true);
    const foreign = body(
      await parent.post(api.realTime.findGroupDetail.path, {
        taskGroupId: other.group.id,
        studentId: other.student.id,
      }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await parent.post(api.realTime.findAdvantage.path, { taskGroupId: 'x' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });

  it('reads a group moved to a later start as missing at once, for the student and their parent, on the server that read it', async () => {
    const { s, student } = await answered();
    const parent = authed(
      t.app,
      await signIn(t.app, (await createParent({ children: [s.student.id] })).loginName, TEST_PASSWORD),
    );
    const read = async (client: typeof student, studentId?: number) =>
      body(await client.post(api.realTime.findGroupDetail.path, { taskGroupId: s.group.id, studentId }));
    expect([(await read(student)).success, (await read(parent, s.student.id)).success]).toEqual([true, true]);

    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await testDb().update(taskGroups).set({ startTime: nextYear }).where(eq(taskGroups.id, s.group.id));
    expect(await read(student)).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await read(parent, s.student.id)).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });
});
