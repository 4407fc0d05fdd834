import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, leafTaskStateResponseSchema } from '@pingjia/contract';
import { buildContext } from '../../app.js';
import { loadConfig } from '../../config.js';
import { answers, auditLog, dimensionScores, taskStates } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { authed, body, buildTestApp, signIn, testDb, TEST_PII_KEY, type TestApp } from '../../test/harness.js';
import { createParent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { startActing } from '../auth/acting.js';
import { storedSubmitResult } from './submit-result.js';
import { countAnswers, createUploadedFile, setTaskState, studentWithActivity, submitKey } from './test-factories.js';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = buildContext({ config: { ...loadConfig({}), dataDir: t.dataDir }, db: testDb(), piiKey: TEST_PII_KEY });
});

const e = api.evaluation;
const DAY_MS = 86_400_000;
type Setup = Awaited<ReturnType<typeof studentWithActivity>>;

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

function submission(s: Setup, overrides: { key?: string; option?: number } = {}) {
  return {
    taskGroupId: s.group.id,
    activityId: s.activityId,
    submitKey: overrides.key ?? submitKey(),
    useTime: 95,
    answers: { [String(s.choice.id)]: overrides.option ?? s.bestOption, [String(s.text?.id)]: '我学会了自己整理书包' },
  };
}

describe('answering an activity', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: e.subEvaluationGroupAnswer.path, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `${e.getEvaluationStemInfo.path}?activityId=1` })).statusCode,
    ).toBe(401);
  });

  it('shows the items without answer keys, stores a submit with its dimension scores and reports progress', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const stems = body<{ itemId: number; options: object[] }[]>(
      await student.get(e.getEvaluationStemInfo.path, { activityId: String(s.activityId) }),
    );
    expect(stems.data).toHaveLength(3);
    expect(JSON.stringify(stems.data)).not.toContain('score');

    const result = body<{
      queryProgress: boolean;
      totalScore: number;
      dimensionScores: { dimensionId: string; score: number; level: number }[];
      taskState: object;
    }>(await student.post(e.subEvaluationGroupAnswer.path, submission(s)));
    expect(result.success).toBe(true);
    expect(result.data.queryProgress).toBe(true);
    expect(result.data.totalScore).toBe(6);
    expect(result.data.dimensionScores).toEqual(
      expect.arrayContaining([
        { dimensionId: '1', parentDimensionId: null, score: 100, level: 4 },
        { dimensionId: '10', parentDimensionId: '1', score: 100, level: 4 },
      ]),
    );
    expect(result.data.taskState).toEqual({ userTaskState: 1, respondTimes: 1, isWaive: 0, reuploadFlag: 0 });
    expect(await countAnswers(s.student.id)).toBe(1);
    const stored = await testDb().select().from(dimensionScores).where(eq(dimensionScores.userId, s.student.id));
    expect(stored.map((row) => row.dimensionId).sort()).toEqual(['1', '10', '2', '20', '5', '50']);

    const state = body(
      await student.get(e.getLeafEvaluationTaskStateByUser.path, { activityId: String(s.activityId) }),
    );
    expect(leafTaskStateResponseSchema.parse(state.data)).toEqual({
      taskPart: { chooseNum: 3, doneNum: 2, dimensionId: '1' },
      evaluationLeafTaskStateDTO: { userTaskState: 1, respondTimes: 1, isWaive: 0, reuploadFlag: 0 },
    });
  });

  it("answers another student's activity exactly like a missing one", async () => {
    const mine = await studentWithActivity();
    const theirs = await studentWithActivity();
    const student = await as(mine.student.loginName);
    const foreign = await student.post(e.subEvaluationGroupAnswer.path, submission(theirs));
    const missing = await student.post(e.subEvaluationGroupAnswer.path, { ...submission(theirs), activityId: 999_999 });
    expect(body(foreign)).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(foreign).message).toBe(body(missing).message);
    const read = await student.get(e.getLeafEvaluationAnswerByUser.path, { activityId: String(theirs.activityId) });
    expect(body(read)).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await countAnswers(theirs.student.id)).toBe(0);
  });

  it('refuses a teacher with 403 and the no-permission page', async () => {
    const s = await studentWithActivity();
    const teacher = await createTeacher();
    const response = await (await as(teacher.loginName)).post(e.subEvaluationGroupAnswer.path, submission(s));
    expect(response.statusCode).toBe(403);
    expect(body(response).url).toBe('/client/answerweb/noPermission');
  });

  it('refuses bad payloads with a clear message and writes nothing', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const { submitKey: _key, ...noKey } = submission(s);
    const cases = [
      noKey,
      { ...submission(s), answers: { [String(s.choice.id)]: 987_654 } },
      { ...submission(s), answers: { '424242': 'x', [String(s.choice.id)]: s.bestOption } },
      { ...submission(s), answers: { [String(s.text?.id)]: 'only the optional one' } },
    ];
    for (const payload of cases) {
      const result = body(await student.post(e.subEvaluationGroupAnswer.path, payload));
      expect(result.success).toBe(false);
      expect(result.code).toBe(ErrorCode.ValidationFailed);
      expect(result.message.length).toBeGreaterThan(0);
    }
    expect(await countAnswers(s.student.id)).toBe(0);
    expect(await testDb().select().from(taskStates).where(eq(taskStates.userId, s.student.id))).toEqual([]);
  });

  it('keeps a draft on the server until the submit', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const draft = {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      useTime: 40,
      answers: { [String(s.choice.id)]: s.worstOption },
    };
    expect(body(await student.post(e.saveEvaluationTime.path, draft)).success).toBe(true);
    const kept = body<{ useTime: number; answers: object }>(
      await student.get(e.getEvaluationTime.path, { activityId: String(s.activityId) }),
    );
    expect(kept.data).toMatchObject({ useTime: 40, answers: { [String(s.choice.id)]: s.worstOption } });
    await student.post(e.subEvaluationGroupAnswer.path, submission(s));
    const after = body<{ useTime: number; answers: object }>(
      await student.get(e.getEvaluationTime.path, { activityId: String(s.activityId) }),
    );
    expect(after.data).toMatchObject({ useTime: 0, answers: {} });
  });
});

describe('a submit is idempotent', () => {
  it('replays the first result for a repeated key and stores one answer', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const payload = submission(s);
    const first = body<{ answerId: number }>(await student.post(e.subEvaluationGroupAnswer.path, payload));
    const again = body<{ answerId: number }>(await student.post(e.subEvaluationGroupAnswer.path, payload));
    expect(again.data.answerId).toBe(first.data.answerId);
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('replays a stored result only as the contract shapes it, and fails loudly on a damaged one', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const payload = submission(s);
    const first = body<{ answerId: number }>(await student.post(e.subEvaluationGroupAnswer.path, payload));
    expect(await storedSubmitResult(testDb(), s.student.id, payload.submitKey)).toEqual(first.data);

    const damaged = { ...first.data, awards: [{ secret: 'DAMAGED-ROW' }] };
    await testDb().update(answers).set({ result: damaged }).where(eq(answers.id, first.data.answerId));
    await expect(storedSubmitResult(testDb(), s.student.id, payload.submitKey)).rejects.toThrow(/malformed/);
    const again = await student.post(e.subEvaluationGroupAnswer.path, payload);
    expect(again.statusCode).toBe(500);
    expect(body(again)).toMatchObject({ success: false, code: ErrorCode.Internal });
    expect(again.body).not.toContain('DAMAGED-ROW');
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('stores exactly one answer for two concurrent submits with the same key', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const payload = submission(s);
    const [a, b] = await Promise.all([
      student.post(e.subEvaluationGroupAnswer.path, payload),
      student.post(e.subEvaluationGroupAnswer.path, payload),
    ]);
    expect(body<{ answerId: number }>(a).data.answerId).toBe(body<{ answerId: number }>(b).data.answerId);
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('stores exactly one answer when the same key reaches two servers at once', async () => {
    const s = await studentWithActivity();
    const other = await buildTestApp();
    const token = await signIn(t.app, s.student.loginName, TEST_PASSWORD);
    const payload = submission(s);
    const [a, b] = await Promise.all([
      authed(t.app, token).post(e.subEvaluationGroupAnswer.path, payload),
      authed(other.app, token).post(e.subEvaluationGroupAnswer.path, payload),
    ]);
    expect(body<{ answerId: number }>(a).data.answerId).toBe(body<{ answerId: number }>(b).data.answerId);
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('accepts one of two concurrent re-answers with different keys on a respondTimes-1 task', async () => {
    const s = await studentWithActivity();
    await setTaskState(s.student.id, s.activityId, s.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(),
    });
    const student = await as(s.student.loginName);
    const results = await Promise.all([
      student.post(e.subEvaluationGroupAnswer.path, submission(s)),
      student.post(e.subEvaluationGroupAnswer.path, submission(s)),
    ]);
    const outcomes = results.map((response) => body(response));
    expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.success)?.code).toBe(ErrorCode.AnswerDisabled);
    expect(await countAnswers(s.student.id)).toBe(1);
  });
});

describe('the answer-disable decision on the server', () => {
  async function attempt(state: Parameters<typeof setTaskState>[3] | null, path: string, groupEnd?: Date) {
    const s = await studentWithActivity(groupEnd ? { groupEnd } : {});
    if (state) await setTaskState(s.student.id, s.activityId, s.group.id, state);
    const student = await as(s.student.loginName);
    const result = body(await student.post(path, submission(s)));
    return { result, stored: await countAnswers(s.student.id) };
  }

  it('accepts state 0 and refuses state 2', async () => {
    expect((await attempt({ userTaskState: 0 }, e.subEvaluationGroupAnswer.path)).stored).toBe(1);
    const closed = await attempt({ userTaskState: 2 }, e.subEvaluationGroupAnswer.path);
    expect(closed.result).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
    expect(closed.stored).toBe(0);
  });

  it('lets state 1 answer again once (respondTimes 1, not waived, before the end) and no more', async () => {
    const reanswer = await attempt({ userTaskState: 1, respondTimes: 1 }, e.replaceSubEvaluationGroupAnswer.path);
    expect(reanswer.result.success).toBe(true);
    const twice = await attempt({ userTaskState: 1, respondTimes: 2 }, e.replaceSubEvaluationGroupAnswer.path);
    expect(twice.result).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
  });

  it('refuses a waived task and one whose group has ended', async () => {
    const waived = await attempt({ userTaskState: 1, respondTimes: 1, isWaive: 1 }, e.subEvaluationGroupAnswer.path);
    expect(waived.result).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
    const ended = await attempt(
      { userTaskState: 1, respondTimes: 1 },
      e.subEvaluationGroupAnswer.path,
      new Date(Date.now() - DAY_MS),
    );
    expect(ended.result).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
    expect(ended.stored + waived.stored).toBe(0);
  });

  it('allows a re-upload of the uploads only, with the flag set, and clears the flag', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const photo = await createUploadedFile(s.student.id);
    const upload = {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      useTime: 10,
      answers: { [String(s.upload?.id)]: [photo] },
    };
    await student.post(e.subEvaluationGroupAnswer.path, submission(s));
    const unrequested = body(
      await student.post(e.subReuploadEvaluationGroupAnswer.path, { ...upload, submitKey: submitKey() }),
    );
    expect(unrequested).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });

    await setTaskState(s.student.id, s.activityId, s.group.id, { userTaskState: 1, respondTimes: 2, reuploadFlag: 1 });
    const notUploads = body(await student.post(e.subReuploadEvaluationGroupAnswer.path, submission(s)));
    expect(notUploads).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const submitInstead = body(await student.post(e.subEvaluationGroupAnswer.path, submission(s)));
    expect(submitInstead).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
    const done = body<{ taskState: { reuploadFlag: number }; totalScore: number }>(
      await student.post(e.subReuploadEvaluationGroupAnswer.path, { ...upload, submitKey: submitKey() }),
    );
    expect(done.data.taskState.reuploadFlag).toBe(0);
    expect(done.data.totalScore).toBe(7);
    expect(await countAnswers(s.student.id)).toBe(2);
  });

  it("refuses an upload of someone else's file", async () => {
    const s = await studentWithActivity();
    const other = await studentWithActivity();
    const photo = await createUploadedFile(other.student.id);
    const student = await as(s.student.loginName);
    const payload = { ...submission(s), answers: { ...submission(s).answers, [String(s.upload?.id)]: [photo] } };
    expect(body(await student.post(e.subEvaluationGroupAnswer.path, payload))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(await countAnswers(s.student.id)).toBe(0);
  });

  it('reopens with answer-again, closes with waive, and refuses both when the state forbids them', async () => {
    const s = await studentWithActivity();
    const student = await as(s.student.loginName);
    const ref = { taskGroupId: s.group.id, activityId: s.activityId };
    expect(body(await student.post(e.againEvaluationGroupAnswer.path, ref))).toMatchObject({
      success: false,
      code: ErrorCode.AnswerDisabled,
    });
    await student.post(e.subEvaluationGroupAnswer.path, submission(s));
    const reopened = body<{ taskState: object }>(await student.post(e.againEvaluationGroupAnswer.path, ref));
    expect(reopened.data.taskState).toEqual({ userTaskState: 0, respondTimes: 1, isWaive: 0, reuploadFlag: 0 });
    const waived = body<{ taskState: object }>(await student.post(e.waiveEvaluationGroupAnswer.path, ref));
    expect(waived.data.taskState).toEqual({ userTaskState: 1, respondTimes: 1, isWaive: 1, reuploadFlag: 0 });
    expect(body(await student.post(e.waiveEvaluationGroupAnswer.path, ref))).toMatchObject({
      success: false,
      code: ErrorCode.AnswerDisabled,
    });
    expect(body(await student.post(e.saveEvaluationTime.path, { ...ref, answers: {} }))).toMatchObject({
      success: false,
      code: ErrorCode.AnswerDisabled,
    });
  });
});

describe('parents', () => {
  it("submit while acting as their child, audited with both ids at the child's school, the result kept with the answer", async () => {
    const s = await studentWithActivity();
    const parent = await createParent({ children: [s.student.id] });
    const parentToken = await signIn(t.app, parent.loginName, TEST_PASSWORD);
    const parentSession = await ctx.sessions.findByToken(parentToken);
    if (!parentSession) throw new Error('no parent session');
    const { token } = await startActing(ctx, parentSession, s.student.id, null);
    const result = body<{ answerId: number }>(
      await authed(t.app, token).post(e.subEvaluationGroupAnswer.path, submission(s)),
    );
    expect(result.success).toBe(true);
    const [entry] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'evaluation.submit'), eq(auditLog.actorUserId, parent.id)));
    expect(entry).toMatchObject({
      actingAsUserId: s.student.id,
      entityType: 'answer',
      entityId: String(result.data.answerId),
      schoolId: s.student.schoolId,
    });
    expect(entry?.before).toMatchObject({ respondTimes: 0 });
    expect(entry?.after).toMatchObject({ activityId: s.activityId });
    expect(entry?.regionId).not.toBeNull();
    const [stored] = await testDb()
      .select({ result: answers.result })
      .from(answers)
      .where(eq(answers.id, result.data.answerId));
    expect(stored?.result).toEqual(result.data);
  });

  it("read a bound child's state with studentId, not another child's, and cannot submit as themselves", async () => {
    const child = await studentWithActivity();
    const other = await studentWithActivity();
    const parent = await createParent({ children: [child.student.id] });
    const session = await as(parent.loginName);
    const own = body(
      await session.get(e.getLeafEvaluationTaskStateByUser.path, {
        activityId: String(child.activityId),
        studentId: String(child.student.id),
      }),
    );
    expect(own.success).toBe(true);
    const foreign = body(
      await session.get(e.getLeafEvaluationTaskStateByUser.path, {
        activityId: String(other.activityId),
        studentId: String(other.student.id),
      }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await session.post(e.subEvaluationGroupAnswer.path, submission(child))).statusCode).toBe(403);
  });
});
