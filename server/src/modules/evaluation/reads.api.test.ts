import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, TEST_PASSWORD } from '../../test/factories.js';
import { reset, schoolAdminOf } from '../recovery/test-support.js';
import { studentWithActivity, submitKey } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const e = api.evaluation;

async function answeredActivity() {
  const s = await studentWithActivity({ maxFinish: 2 });
  const student = authed(t.app, await signIn(t.app, s.student.loginName, TEST_PASSWORD));
  const answers = { [String(s.choice.id)]: s.worstOption, [String(s.text?.id)]: '我学会了包饺子' };
  await student.post(e.subEvaluationGroupAnswer.path, {
    taskGroupId: s.group.id,
    activityId: s.activityId,
    submitKey: submitKey(),
    useTime: 300,
    answers,
  });
  return { s, student, answers, query: { activityId: String(s.activityId), taskGroupId: String(s.group.id) } };
}

describe('evaluation reads', () => {
  it('need a session', async () => {
    for (const path of [e.getTaskGroupInfo.path, e.getUserEvaluationInfo.path, e.getEvaluationAggregateData.path]) {
      expect((await t.app.inject({ method: 'GET', url: `${path}?activityId=1&taskGroupId=1` })).statusCode).toBe(401);
    }
  });

  it("give the student's own task info, answer, scores and report authority", async () => {
    const { s, student, answers, query } = await answeredActivity();
    const info = body<{
      taskGroupInfo: { tgiId: number };
      answerDisabled: boolean;
      stamina: { dayMaxFinish: number; dayFinish: number; blocked: boolean };
    }>(await student.get(e.getLeafEvaluationTaskInfoAndTaskStateByUser.path, query));
    expect(info.data).toMatchObject({
      taskGroupInfo: { tgiId: s.group.id },
      answerDisabled: false,
      stamina: { dayMaxFinish: 2, dayFinish: 1, blocked: false },
    });
    expect(body(await student.get(e.getTaskGroupInfo.path, { taskGroupId: String(s.group.id) })).data).toMatchObject({
      tgiId: s.group.id,
    });
    const leaf = body<{ items: { itemId: number }[] }>(
      await student.get(e.getLeafEvaluationByGroupIdAndTaskId.path, query),
    );
    expect(leaf.data.items.map((item) => item.itemId)).toEqual(s.items.map((item) => item.id));
    const latest = body<{ answers: object; useTime: number }>(
      await student.get(e.getLeafEvaluationAnswerByUser.path, query),
    );
    expect(latest.data).toMatchObject({ answers, useTime: 300 });
    const evaluation = body(await student.get(e.getUserEvaluationInfo.path, query));
    expect(evaluation.data).toMatchObject({ answered: true, respondTimes: 1, totalScore: 2, useTime: 300 });
    const aggregate = body<{
      chooseNum: number;
      doneNum: number;
      dimensionScores: { dimensionId: string; score: number }[];
    }>(await student.get(e.getEvaluationAggregateData.path, { taskGroupId: String(s.group.id) }));
    expect(aggregate.data).toMatchObject({ chooseNum: 1, doneNum: 1 });
    expect(aggregate.data.dimensionScores).toEqual(
      expect.arrayContaining([
        { dimensionId: '1', score: 0 },
        { dimensionId: '2', score: 100 },
      ]),
    );
    expect(body(await student.get(e.getUserEvaluationReportAuthority.path, query)).data).toEqual({
      activityId: s.activityId,
      hasAuthority: true,
    });
  });

  it("answer another student's ids like missing ones and serve a parent's bound child", async () => {
    const mine = await answeredActivity();
    const theirs = await answeredActivity();
    for (const path of [
      e.getLeafEvaluationAnswerByUser.path,
      e.getUserEvaluationInfo.path,
      e.getUserEvaluationReportAuthority.path,
      e.getEvaluationTime.path,
    ]) {
      expect(body(await mine.student.get(path, theirs.query))).toMatchObject({
        success: false,
        code: ErrorCode.NotFound,
      });
    }
    expect(
      body(await mine.student.get(e.getEvaluationAggregateData.path, { taskGroupId: String(theirs.s.group.id) })),
    ).toMatchObject({ code: ErrorCode.NotFound });
    const parent = authed(
      t.app,
      await signIn(t.app, (await createParent({ children: [mine.s.student.id] })).loginName, TEST_PASSWORD),
    );
    const forChild = body(
      await parent.get(e.getUserEvaluationInfo.path, { ...mine.query, studentId: String(mine.s.student.id) }),
    );
    expect(forChild.data).toMatchObject({ answered: true });
    expect(body(await mine.student.get(e.getUserEvaluationInfo.path, { activityId: 'first' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });
});

describe('after an admin reset the activity', () => {
  it('reads as not answered, with no report, until the student hands in again', async () => {
    const { s, student, query } = await answeredActivity();
    const admin = authed(
      t.app,
      await signIn(t.app, (await schoolAdminOf(s.student.schoolId)).loginName, TEST_PASSWORD),
    );
    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);

    expect(body(await student.get(e.getUserEvaluationInfo.path, query)).data).toEqual({
      activityId: s.activityId,
      answered: false,
      respondTimes: 0,
      totalScore: null,
      useTime: 0,
      submittedAt: null,
    });
    expect(body(await student.get(e.getUserEvaluationReportAuthority.path, query)).data).toEqual({
      activityId: s.activityId,
      hasAuthority: false,
    });

    const handIn = { taskGroupId: s.group.id, activityId: s.activityId, submitKey: submitKey(), useTime: 120 };
    const answers = { [String(s.choice.id)]: s.bestOption };
    expect(body(await student.post(e.subEvaluationGroupAnswer.path, { ...handIn, answers })).success).toBe(true);
    expect(body(await student.get(e.getUserEvaluationInfo.path, query)).data).toMatchObject({
      answered: true,
      respondTimes: 1,
      useTime: 120,
    });
    expect(body(await student.get(e.getUserEvaluationReportAuthority.path, query)).data).toMatchObject({
      hasAuthority: true,
    });
  });
});
