import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createActivity, pastAnswer, studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import { ensureAwardDefinitions } from './definitions.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureAwardDefinitions(testDb());
});

type Setup = Awaited<ReturnType<typeof studentWithActivity>>;
type Granted = { awards: { image: string; kind: string }[] };

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

function payload(s: Setup, activityId: number, choice: { id: number }, option: number) {
  return { taskGroupId: s.group.id, activityId, submitKey: submitKey(), answers: { [String(choice.id)]: option } };
}

describe('medals and trophies', () => {
  it('awards the first activity and the top level on submit, and the trophy once the whole group is finished', async () => {
    const s = await studentWithActivity();
    const second = await createActivity(s.group.id);
    const student = await as(s.student.loginName);
    const first = body<Granted>(
      await student.post(
        api.evaluation.subEvaluationGroupAnswer.path,
        payload(s, s.activityId, s.choice, s.bestOption),
      ),
    );
    expect(first.data.awards.map((a) => a.image).sort()).toEqual(['medal-first-activity.webp', 'medal-top-level.webp']);
    const last = body<Granted>(
      await student.post(
        api.evaluation.subEvaluationGroupAnswer.path,
        payload(s, second.activityId, second.choice, second.worstOption),
      ),
    );
    expect(last.data.awards.map((a) => a.image)).toEqual(['trophy-group-complete.webp']);

    const list = body<{ medals: { image: string; earned: boolean }[]; trophies: { earned: boolean }[] }>(
      await student.post(api.other.findGroupAwardList.path, { taskGroupId: s.group.id }),
    );
    expect(
      list.data.medals
        .filter((m) => m.earned)
        .map((m) => m.image)
        .sort(),
    ).toEqual(['medal-first-activity.webp', 'medal-top-level.webp']);
    expect(list.data.trophies.every((trophy) => trophy.earned)).toBe(true);
    expect(list.data.medals.every((m) => m.image.endsWith('.webp'))).toBe(true);
  });

  it('awards a 3-day streak, not a 7-day one, after answers on the two days before today', async () => {
    const s = await studentWithActivity();
    await pastAnswer(s.student.id, s.activityId, s.group.id, 1);
    await pastAnswer(s.student.id, s.activityId, s.group.id, 2);
    const student = await as(s.student.loginName);
    const result = body<Granted>(
      await student.post(
        api.evaluation.subEvaluationGroupAnswer.path,
        payload(s, s.activityId, s.choice, s.worstOption),
      ),
    );
    const images = result.data.awards.map((a) => a.image);
    expect(images).toContain('medal-streak-3.webp');
    expect(images).not.toContain('medal-streak-7.webp');
    expect(images).not.toContain('medal-top-level.webp');
  });

  it("needs a session and hides another student's awards", async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: api.other.findGroupAwardList.path, payload: {} })).statusCode,
    ).toBe(401);
    const mine = await studentWithActivity();
    const other = await studentWithActivity();
    const result = body(
      await (await as(mine.student.loginName)).post(api.other.findGroupAwardList.path, { studentId: other.student.id }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });
});
