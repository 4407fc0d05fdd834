import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { answers, programmingGradings, programmingTasks, taskStates } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { countAnswers, ensureDimensionTree, setTaskState, submitKey } from '../evaluation/test-factories.js';
import { HALF_RIGHT, SOLUTION, studentWithProgramming, taskDefinition } from './test-factories.js';

const p = api.programming;
const HIDDEN = /31337|31338/;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const as = async (loginName: string) => authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
type Setup = Awaited<ReturnType<typeof studentWithProgramming>>;
const ref = (s: Setup) => ({ taskGroupId: String(s.group.id), activityId: String(s.activityId) });
const submission = (s: Setup, code: string, key = submitKey()) => ({
  taskGroupId: s.group.id,
  activityId: s.activityId,
  submitKey: key,
  useTime: 300,
  code: { [String(s.taskId)]: code },
});

describe('the programming task for the student', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: p.getTasks.path,
      query: { taskGroupId: '1', activityId: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('shows statement, starter code and examples, never the hidden tests', async () => {
    const s = await studentWithProgramming();
    const response = await (await as(s.student.loginName)).get(p.getTasks.path, ref(s));
    const data = body<{
      tasks: { taskId: number; starterCode: string; examples: unknown[]; testCount: number; blockEditor: boolean }[];
    }>(response).data;
    expect(data.tasks).toHaveLength(1);
    expect(data.tasks[0]).toMatchObject({
      taskId: s.taskId,
      testCount: 2,
      blockEditor: true,
      examples: [{ input: [1, 2, 3], expected: 6 }],
    });
    expect(response.body).not.toMatch(HIDDEN);
  });

  it('refuses a teacher with 403', async () => {
    const s = await studentWithProgramming();
    const teacher = await createTeacher();
    const response = await (await as(teacher.loginName)).get(p.getTasks.path, ref(s));
    expect(response.statusCode).toBe(403);
  });

  it("answers another student's activity like a missing one", async () => {
    const mine = await studentWithProgramming();
    const theirs = await studentWithProgramming();
    const client = await as(mine.student.loginName);
    const other = body(await client.get(p.getTasks.path, ref(theirs)));
    const missing = body(await client.get(p.getTasks.path, { ...ref(mine), activityId: '999999' }));
    expect(other.success).toBe(false);
    expect(other.code).toBe(ErrorCode.NotFound);
    expect({ code: other.code, message: other.message }).toEqual({ code: missing.code, message: missing.message });
  });

  it('rejects a malformed query', async () => {
    const s = await studentWithProgramming();
    const response = await (await as(s.student.loginName)).get(p.getTasks.path, { activityId: 'abc' });
    expect(body(response).success).toBe(false);
  });
});

describe('running the examples', () => {
  it('runs the code on the visible examples only and records nothing', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const response = await client.post(p.runSamples.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      taskId: s.taskId,
      code: SOLUTION,
    });
    expect(body<{ outcome: string; actual: string }[]>(response).data).toMatchObject([
      { outcome: 'passed', actual: '6' },
    ]);
    expect(response.body).not.toMatch(HIDDEN);
    expect(await countAnswers(s.student.id)).toBe(0);
  });

  it('keeps the server answering while an infinite loop is graded', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const looping = client.post(p.runSamples.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      taskId: s.taskId,
      code: 'function solve() { for (;;) {} }',
    });
    const started = performance.now();
    const date = await t.app.inject({ method: 'GET', url: api.sys.date.path });
    const dateMs = performance.now() - started;
    expect(date.statusCode).toBe(200);
    expect(dateMs).toBeLessThan(500);
    expect(body<{ outcome: string }[]>(await looping).data[0]?.outcome).toBe('timeout');
  });
});

describe('sharing the grader between students', () => {
  const LOOP = 'function solve() { for (;;) {} }';

  it('grades one run of a student at a time, refusing another meanwhile, while other students are graded', async () => {
    const flooder = await studentWithProgramming();
    const other = await studentWithProgramming();
    const flooding = await as(flooder.student.loginName);
    const samples = (s: Setup, code: string) => ({
      taskGroupId: s.group.id,
      activityId: s.activityId,
      taskId: s.taskId,
      code,
    });
    // Both of the flooder's runs loop for seconds, so they overlap; whichever reaches the grader second is refused.
    const [sampleRun, handIn] = await Promise.all([
      flooding.post(p.runSamples.path, samples(flooder, LOOP)).then(body),
      flooding.post(p.subProgrammingAnswer.path, submission(flooder, LOOP)).then(body),
      (await as(other.student.loginName))
        .post(p.runSamples.path, samples(other, SOLUTION))
        .then((response) => expect(body<{ outcome: string }[]>(response).data[0]?.outcome).toBe('passed')),
    ]);
    const refused = [sampleRun, handIn].filter((result) => !result.success);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      code: ErrorCode.RateLimited,
      message: '你上一次的代码还在评测中，请等它完成后再试',
    });
    expect(await countAnswers(flooder.student.id)).toBe(handIn.success ? 1 : 0);
    const afterwards = body<{ outcome: string }[]>(await flooding.post(p.runSamples.path, samples(flooder, SOLUTION)));
    expect(afterwards.data[0]?.outcome).toBe('passed');
  });
});

describe('handing in code', () => {
  it('grades on the server, returns each case without its expected output, and stores it with the answer', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const response = await client.post(p.subProgrammingAnswer.path, submission(s, HALF_RIGHT));
    const result = body<{
      totalScore: number;
      maxScore: number;
      tasks: { cases: { outcome: string; score: number }[] }[];
      dimensionScores: { dimensionId: string; score: number }[];
    }>(response);
    expect(result.success).toBe(true);
    expect(result.data.totalScore).toBe(1);
    expect(result.data.maxScore).toBe(4);
    expect(result.data.tasks[0]?.cases.map((c) => [c.outcome, c.score])).toEqual([
      ['wrong', 0],
      ['passed', 1],
    ]);
    expect(result.data.dimensionScores).toContainEqual(expect.objectContaining({ dimensionId: '22', score: 25 }));
    expect(response.body).not.toMatch(HIDDEN);
    const [stored] = await testDb().select().from(answers).where(eq(answers.userId, s.student.id));
    expect(stored?.answers).toEqual({ [String(s.taskId)]: HALF_RIGHT });
    const gradings = await testDb()
      .select()
      .from(programmingGradings)
      .where(eq(programmingGradings.userId, s.student.id));
    expect(gradings[0]?.tasks[0]?.cases).toHaveLength(2);
    const [state] = await testDb().select().from(taskStates).where(eq(taskStates.userId, s.student.id));
    expect(state).toMatchObject({ userTaskState: 1, respondTimes: 1 });
  });

  it('grades a correct solution full marks, and a retry with the same key returns the first result and writes nothing', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const key = submitKey();
    const first = body<{ totalScore: number; answerId: number }>(
      await client.post(p.subProgrammingAnswer.path, submission(s, SOLUTION, key)),
    );
    const again = body<{ totalScore: number; answerId: number; tasks: unknown[] }>(
      await client.post(p.subProgrammingAnswer.path, submission(s, HALF_RIGHT, key)),
    );
    expect(first.data.totalScore).toBe(4);
    expect(again.data).toMatchObject({ totalScore: 4, answerId: first.data.answerId });
    expect(again.data.tasks).toHaveLength(1);
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('fails a retry as an internal error when the stored result no longer fits the contract', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const key = submitKey();
    const first = body<{ answerId: number }>(
      await client.post(p.subProgrammingAnswer.path, submission(s, SOLUTION, key)),
    );
    const [stored] = await testDb().select().from(answers).where(eq(answers.id, first.data.answerId));
    // This call's reply schema leaves taskState open, so only the replay's own check stops this.
    const damaged = { ...stored?.result, taskState: 'DAMAGED-ROW' };
    await testDb().update(answers).set({ result: damaged }).where(eq(answers.id, first.data.answerId));
    const again = await client.post(p.subProgrammingAnswer.path, submission(s, SOLUTION, key));
    expect(again.statusCode).toBe(500);
    expect(body(again)).toMatchObject({ success: false, code: ErrorCode.Internal });
    expect(again.body).not.toContain('DAMAGED-ROW');
    expect(await countAnswers(s.student.id)).toBe(1);
  });

  it('fails loops, hogs and escapes per case, never the server', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const escape =
      'function solve(n) { if (n.length) for (;;) {} return require("fs").readFileSync("/etc/passwd", "utf8"); }';
    const result = body<{ tasks: { cases: { outcome: string }[] }[] }>(
      await client.post(p.subProgrammingAnswer.path, submission(s, escape)),
    );
    expect(result.data.tasks[0]?.cases.map((c) => c.outcome)).toEqual(['timeout', 'error']);
    expect((await t.app.inject({ method: 'GET', url: api.sys.date.path })).statusCode).toBe(200);
  });

  it('refuses a closed task before grading, writing nothing', async () => {
    const s = await studentWithProgramming();
    await setTaskState(s.student.id, s.activityId, s.group.id, { userTaskState: 2, respondTimes: 2 });
    const result = body(
      await (await as(s.student.loginName)).post(p.subProgrammingAnswer.path, submission(s, SOLUTION)),
    );
    expect(result.code).toBe(ErrorCode.AnswerDisabled);
    expect(await countAnswers(s.student.id)).toBe(0);
  });

  it('refuses missing code and code for a task of another activity', async () => {
    const s = await studentWithProgramming();
    const other = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const blank = body(await client.post(p.subProgrammingAnswer.path, submission(s, '   ')));
    const foreign = body(
      await client.post(p.subProgrammingAnswer.path, {
        ...submission(s, SOLUTION),
        code: { [String(other.taskId)]: SOLUTION },
      }),
    );
    expect([blank.code, foreign.code]).toEqual([ErrorCode.ValidationFailed, ErrorCode.ValidationFailed]);
    expect(await countAnswers(s.student.id)).toBe(0);
  });

  it('keeps a draft of the code for the next visit', async () => {
    const s = await studentWithProgramming();
    const client = await as(s.student.loginName);
    const saved = body(
      await client.post(p.saveDraft.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        code: { [String(s.taskId)]: 'let x' },
        useTime: 12,
      }),
    );
    expect(saved.success).toBe(true);
    const view = body<{ draft: { code: Record<string, string>; useTime: number } }>(
      await client.get(p.getTasks.path, ref(s)),
    );
    expect(view.data.draft).toEqual({ code: { [String(s.taskId)]: 'let x' }, useTime: 12 });
  });
});

describe('importing programming tasks', () => {
  const admin = async () => as((await createUser({ roles: [{ roleCode: 30002 }] })).loginName);

  it('reports every error with its path and writes nothing', async () => {
    await ensureDimensionTree();
    const s = await studentWithProgramming();
    const bad = {
      activityId: s.activityId,
      tasks: [
        taskDefinition({ functionName: '1bad', tests: [] }),
        taskDefinition({ indicators: [{ indicatorId: 'nope' }] }),
      ],
    };
    const result = body(await (await admin()).post(p.importTasks.path, bad));
    expect(result.code).toBe(ErrorCode.ValidationFailed);
    const paths = (result as { errors?: { path: string }[] }).errors?.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['tasks[0].functionName', 'tasks[0].tests']));
    const unknownIndicator = body(
      await (
        await admin()
      ).post(p.importTasks.path, {
        activityId: s.activityId,
        tasks: [taskDefinition({ indicators: [{ indicatorId: 'nope' }] })],
      }),
    );
    expect((unknownIndicator as { errors?: { path: string }[] }).errors?.map((error) => error.path)).toEqual([
      'tasks[0].indicators[0].indicatorId',
    ]);
    const rows = await testDb().select().from(programmingTasks).where(eq(programmingTasks.activityId, s.activityId));
    expect(rows.map((row) => row.title)).toEqual(['数组求和']);
  });

  it('is for activity admins only', async () => {
    const s = await studentWithProgramming();
    const response = await (
      await as(s.student.loginName)
    ).post(p.importTasks.path, { activityId: s.activityId, tasks: [taskDefinition()] });
    expect(response.statusCode).toBe(403);
  });
});
