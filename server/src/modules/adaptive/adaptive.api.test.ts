import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { RoleCode } from '@pingjia/contract';
import { countAnswers, createActivity, setTaskState, submitKey } from '../evaluation/test-factories.js';
import { attemptsOf, studentWithAdaptiveTest } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const e = api.evaluation;
type Setup = Awaited<ReturnType<typeof studentWithAdaptiveTest>>;
type Client = ReturnType<typeof authed>;

interface Page {
  answeredCount: number;
  position: number;
  finished: boolean;
  submitted: boolean;
  stopReason: string | null;
  item: { itemId: number; stem: string; options: { id: string; label: string }[] } | null;
  pendingOptionId: string | null;
}

/** Keys that would give the bank or the answer away; no response may carry them at any depth. */
const SECRET_KEYS = new Set([
  'a',
  'b',
  'c',
  'correct',
  'correctOptionId',
  'bank',
  'seed',
  'draw',
  'thetaAtChoice',
  'steps',
  'isCorrect',
]);

function secretKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => secretKeysIn(entry, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => [
    ...(SECRET_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...secretKeysIn(entry, `${path}.${key}`),
  ]);
}

/** Every envelope the student receives is walked for secrets before the test looks at it. */
function track<T>(envelope: T): T {
  expect(secretKeysIn(envelope)).toEqual([]);
  return envelope;
}

async function as(loginName: string): Promise<Client> {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

const taskQuery = (s: Setup) => ({ activityId: String(s.activityId), taskGroupId: String(s.group.id) });

async function lastPage(client: Client, s: Setup) {
  return track(body<Page>(await client.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, taskQuery(s))));
}

async function answer(client: Client, s: Setup, itemId: number, optionId: string) {
  return track(
    body<Page>(
      await client.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, {
        ...taskQuery(s),
        itemId: String(itemId),
        optionId,
      }),
    ),
  );
}

/** Answers until the server stops the test, always choosing the first option. */
async function answerToEnd(client: Client, s: Setup): Promise<Page> {
  let page = (await lastPage(client, s)).data;
  while (page.item) page = (await answer(client, s, page.item.itemId, page.item.options[0]?.id ?? 'A')).data;
  return page;
}

describe('adaptive test calls (every student response is checked for item parameters, keys and engine internals)', () => {
  it('need a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${e.getAdaptiveEvaluationAnswerLastPageInfo.path}?activityId=1`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuse a teacher with 403 and the no-permission page', async () => {
    const s = await studentWithAdaptiveTest();
    const teacher = await createTeacher();
    const response = await (
      await as(teacher.loginName)
    ).get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, taskQuery(s));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ url: '/client/answerweb/noPermission' });
  });

  it('start from the prior, choose every item on the server, stop at the maximum length and store the audit trail', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    const first = await lastPage(student, s);
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({ answeredCount: 0, position: 1, finished: false });
    expect(first.data.item?.options).toHaveLength(4);

    const end = await answerToEnd(student, s);
    expect(end).toMatchObject({ answeredCount: 5, finished: true, stopReason: 'maxLength', item: null });

    const [attempt] = await attemptsOf(s.student.id, s.activityId);
    expect(attempt?.settings).toMatchObject({ maxLength: 5, gridPoints: 81, randomesqueK: 4 });
    expect(attempt?.bank).toHaveLength(60);
    expect(attempt?.steps).toHaveLength(5);
    const thetas = attempt?.steps.map((step) => step.theta) ?? [];
    expect(new Set(thetas).size).toBeGreaterThan(1);
    expect(attempt?.steps.every((step) => step.se > 0 && step.se < 1)).toBe(true);

    const info = track(
      body<{ finished: boolean; result: { theta: number; se: number; indicators: { indicatorId: string }[] } }>(
        await student.get(e.getAdaptiveEvaluationAllPageInfo.path, taskQuery(s)),
      ),
    );
    expect(info.data.finished).toBe(true);
    expect(info.data.result.se).toBeGreaterThan(0);
    expect(info.data.result.indicators.map((row) => row.indicatorId).sort()).toEqual(['20', '21', '22']);
  });

  it('stop at the target standard error once the minimum length is reached', async () => {
    const s = await studentWithAdaptiveTest({ minLength: 2, maxLength: 30, targetSe: 0.95 });
    const end = await answerToEnd(await as(s.student.loginName), s);
    expect(end).toMatchObject({ answeredCount: 2, stopReason: 'targetSe' });
  });

  it('resume on the same item after a reload, with the temporary save', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    const first = (await lastPage(student, s)).data;
    const again = (await lastPage(student, s)).data;
    expect(again.item?.itemId).toBe(first.item?.itemId);

    const marked = first.item?.options[1]?.id ?? 'B';
    const saved = track(
      body<Page>(
        await student.post(e.tsSubAdaptiveEvaluationGroupAnswer.path, {
          taskGroupId: s.group.id,
          activityId: s.activityId,
          useTime: 40,
          itemId: first.item?.itemId,
          optionId: marked,
        }),
      ),
    );
    expect(saved.data.pendingOptionId).toBe(marked);
    const resumed = (await lastPage(await as(s.student.loginName), s)).data;
    expect(resumed).toMatchObject({ pendingOptionId: marked, item: { itemId: first.item?.itemId } });

    const next = (await answer(student, s, first.item?.itemId ?? 0, marked)).data;
    expect((await lastPage(student, s)).data).toMatchObject({ answeredCount: 1, item: { itemId: next.item?.itemId } });
  });

  it('show earlier answers view-only: a changed answer is refused, a retried one changes nothing', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    const first = (await lastPage(student, s)).data;
    const firstItem = first.item?.itemId ?? 0;
    await answer(student, s, firstItem, 'A');

    const look = track(
      body<{ chosenOptionId: string; editable: boolean; item: { itemId: number } }>(
        await student.get(e.getAdaptiveEvaluationPreviousPage.path, { ...taskQuery(s), position: '1' }),
      ),
    );
    expect(look.data).toMatchObject({ chosenOptionId: 'A', editable: false, item: { itemId: firstItem } });

    const changed = await answer(student, s, firstItem, 'B');
    expect(changed).toMatchObject({ success: false, code: ErrorCode.Conflict });
    const retried = await answer(student, s, firstItem, 'A');
    expect(retried.data.answeredCount).toBe(1);
    const [attempt] = await attemptsOf(s.student.id, s.activityId);
    expect(attempt?.steps).toHaveLength(1);

    const missing = await student.get(e.getAdaptiveEvaluationPreviousPage.path, { ...taskQuery(s), position: '5' });
    expect(body(missing)).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('hand in the finished test once per submit key, through the students’ submit, with dimension scores', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    const early = body(
      await student.post(e.subAdaptiveEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        useTime: 10,
      }),
    );
    expect(early).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    await answerToEnd(student, s);
    const unfinished = await countAnswers(s.student.id, s.activityId);
    expect(unfinished).toBe(0);

    const payload = { taskGroupId: s.group.id, activityId: s.activityId, submitKey: submitKey(), useTime: 300 };
    const result = track(
      body<{
        answerId: number;
        dimensionScores: { dimensionId: string; score: number }[];
        taskState: { userTaskState: number; respondTimes: number };
      }>(await student.post(e.subAdaptiveEvaluationGroupAnswer.path, payload)),
    );
    expect(result.success).toBe(true);
    expect(result.data.taskState).toMatchObject({ userTaskState: 1, respondTimes: 1 });
    expect(result.data.dimensionScores.map((row) => row.dimensionId).sort()).toEqual(['2', '20', '21', '22']);
    result.data.dimensionScores.forEach((row) => expect(row.score).toBeGreaterThanOrEqual(0));

    const retry = body<{ answerId: number }>(await student.post(e.subAdaptiveEvaluationGroupAnswer.path, payload));
    expect(retry.data.answerId).toBe(result.data.answerId);
    expect(await countAnswers(s.student.id, s.activityId)).toBe(1);

    const plain = body(
      await student.post(e.subEvaluationGroupAnswer.path, { ...payload, submitKey: submitKey(), answers: {} }),
    );
    expect(plain).toMatchObject({ success: false });
  });

  it('follow the §4 answer-disable decision: a closed task neither starts nor takes answers', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    await setTaskState(s.student.id, s.activityId, s.group.id, { userTaskState: 2 });
    expect(await lastPage(student, s)).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
    expect(await attemptsOf(s.student.id, s.activityId)).toHaveLength(0);

    const open = await studentWithAdaptiveTest();
    const other = await as(open.student.loginName);
    const page = (await lastPage(other, open)).data;
    await setTaskState(open.student.id, open.activityId, open.group.id, { userTaskState: 1, respondTimes: 2 });
    expect(await answer(other, open, page.item?.itemId ?? 0, 'A')).toMatchObject({
      success: false,
      code: ErrorCode.AnswerDisabled,
    });
    const [attempt] = await attemptsOf(open.student.id, open.activityId);
    expect(attempt?.steps).toHaveLength(0);
  });

  it('refuse the hand-in when the stamina limit is reached, writing nothing', async () => {
    const s = await studentWithAdaptiveTest({}, { maxFinish: 1 });
    const earlier = await createActivity(s.group.id);
    await setTaskState(s.student.id, earlier.activityId, s.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(),
    });
    const student = await as(s.student.loginName);
    await answerToEnd(student, s);
    const refused = body(
      await student.post(e.subAdaptiveEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        useTime: 60,
      }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.StaminaExhausted });
    expect(await countAnswers(s.student.id, s.activityId)).toBe(0);
    const [attempt] = await attemptsOf(s.student.id, s.activityId);
    expect(attempt?.submittedAt).toBeNull();
  });

  it('answer another student’s test exactly like a missing one', async () => {
    const owner = await studentWithAdaptiveTest();
    await lastPage(await as(owner.student.loginName), owner);
    const other = await studentWithAdaptiveTest();
    const intruder = await as(other.student.loginName);
    const read = body(
      await intruder.get(e.getAdaptiveEvaluationPreviousPage.path, { ...taskQuery(owner), position: '1' }),
    );
    const missing = body(
      await intruder.get(e.getAdaptiveEvaluationPreviousPage.path, { activityId: '999999', position: '1' }),
    );
    expect(read).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(read.message).toBe(missing.message);
    expect(body(await intruder.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, taskQuery(owner)))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it('refuse bad input', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await as(s.student.loginName);
    const page = (await lastPage(student, s)).data;
    expect(body(await student.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, taskQuery(s)))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(await answer(student, s, page.item?.itemId ?? 0, 'Z')).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(
      body(
        await student.post(e.subAdaptiveEvaluationGroupAnswer.path, {
          taskGroupId: s.group.id,
          activityId: s.activityId,
          submitKey: 'x',
        }),
      ),
    ).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });

  it('import a bank only when valid, with every error’s path, writing nothing otherwise', async () => {
    const s = await studentWithAdaptiveTest();
    const admin = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] });
    const client = await as(admin.loginName);
    const bad = body(
      await client.post(api.content.importAdaptiveBank.path, {
        activityId: s.activityId,
        items: [
          {
            indicatorId: '22',
            model: '2PL',
            a: 1,
            b: 0,
            c: 0.2,
            stem: '1 + 1 = ?',
            options: [
              { id: 'A', label: '2' },
              { id: 'B', label: '3' },
            ],
            correct: 'C',
          },
          {
            indicatorId: '99',
            model: '3PL',
            a: -1,
            b: 9,
            c: 0.1,
            stem: 'x',
            options: [{ id: 'A', label: '1' }],
            correct: 'A',
          },
        ],
      }),
    );
    expect(bad).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const errors: { path: string }[] = (bad as { errors?: { path: string }[] }).errors ?? [];
    const paths = errors.map((error) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['items[0].c', 'items[0].correct', 'items[1].a', 'items[1].b', 'items[1].options']),
    );
    const page = (await lastPage(await as(s.student.loginName), s)).data;
    expect(page.item?.options).toHaveLength(4);

    const good = body<{ itemCount: number }>(
      await client.post(api.content.importAdaptiveBank.path, {
        activityId: s.activityId,
        items: [
          {
            indicatorId: '22',
            model: '3PL',
            a: 1.2,
            b: 0.1,
            c: 0.2,
            stem: '2 × 3 = ?',
            options: [
              { id: 'A', label: '6' },
              { id: 'B', label: '5' },
            ],
            correct: 'A',
          },
        ],
      }),
    );
    expect(good.data.itemCount).toBe(1);
    expect(body(await (await as(s.student.loginName)).post(api.content.importAdaptiveBank.path, {})).success).toBe(
      false,
    );
  });
});
