import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createStudent, TEST_PASSWORD } from '../../test/factories.js';
import { studentWithActivity, submitKey } from '../evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

describe('participation, waived tasks and papers', () => {
  it('need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: api.other.findParticipation.path })).statusCode).toBe(401);
  });

  it('tell whether the student takes part, what they waived and whether they handed in a paper', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    expect(body(await student.get(api.other.findParticipation.path)).data).toEqual({
      participate: true,
      taskGroupNum: 1,
    });
    expect(body(await student.get(api.other.queryHadPaper.path)).data).toEqual({ hadPaper: false });
    await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      answers: { [String(s.choice.id)]: s.bestOption },
    });
    expect(body(await student.get(api.other.queryHadPaper.path, { activityId: String(s.activityId) })).data).toEqual({
      hadPaper: true,
    });
    await student.post(api.evaluation.waiveEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
    });
    const waived = body<{ activityId: number }[]>(await student.get(api.other.abandonment.path));
    expect(waived.data.map((w) => w.activityId)).toEqual([s.activityId]);

    const outsider = await as((await createStudent()).loginName);
    expect(body(await outsider.get(api.other.findParticipation.path)).data).toEqual({
      participate: false,
      taskGroupNum: 0,
    });
    expect(body(await outsider.get(api.other.queryHadPaper.path, { activityId: String(s.activityId) }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
  });
});
