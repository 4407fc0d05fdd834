import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type FieldError } from '@pingjia/contract';
import { answers, auditLog, dimensionScores, scenarioAttempts } from '../../db/schema/index.js';
import { buildContext } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import { authed, body, buildTestApp, signIn, testDb, TEST_PII_KEY, type TestApp } from '../../test/harness.js';
import { startActing } from '../auth/acting.js';
import { createParent, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { countAnswers, createActivity, setTaskState, submitKey } from '../evaluation/test-factories.js';
import { branchingDefinition } from './test-definitions.js';
import { studentWithScenario } from './test-factories.js';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = buildContext({ config: { ...loadConfig({}), dataDir: t.dataDir }, db: testDb(), piiKey: TEST_PII_KEY });
});

const s = api.scenario;
type Setup = Awaited<ReturnType<typeof studentWithScenario>>;
interface Walk {
  path: { sceneId: string }[];
  scene: { id: string; kind: string; options: { id: string }[]; questions: { id: string }[] } | null;
  finished: boolean;
  handedIn: boolean;
  canAnswer: boolean;
  canRestart: boolean;
}

const errorsOf = (envelope: unknown) => (envelope as { errors?: FieldError[] }).errors;

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

async function walkTo(setup: Setup, branch: 'mop' | 'tell') {
  const student = await as(setup.student.loginName);
  const step = async (payload: object) =>
    body<Walk>(await student.post(s.recordStep.path, { ...setup.ref, ...payload }));
  await step({ sceneId: 'lunch', answers: { queue: 'wait' } });
  let walk = await step({ sceneId: 'spill', choice: branch });
  if (branch === 'tell') walk = await step({ sceneId: 'teacher', answers: { tools: ['mop', 'sign'] } });
  return { student, walk };
}

describe('walking a scenario', () => {
  it('needs a session, and only a student walks one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${s.getScenario.path}?activityId=1` })).statusCode).toBe(401);
    const teacher = await createTeacher();
    const response = await (
      await as(teacher.loginName)
    ).post(s.recordStep.path, { taskGroupId: 1, activityId: 1, sceneId: 'lunch', choice: 'x' });
    expect(response.statusCode).toBe(403);
  });

  it('reveals scenes as they are reached, never their scores or where a branch leads', async () => {
    const setup = await studentWithScenario();
    const student = await as(setup.student.loginName);
    const first = body<Walk>(await student.get(s.getScenario.path, { activityId: String(setup.activityId) }));
    expect(first.data).toMatchObject({
      path: [{ sceneId: 'lunch' }],
      finished: false,
      canAnswer: true,
      handedIn: false,
    });
    const text = JSON.stringify(first.data);
    for (const hidden of ['scores', 'next', 'spill', 'teacher', '"12"']) expect(text).not.toContain(hidden);
  });

  it('walks every branch to its ending, and resumes where the student left off', async () => {
    const viaMop = await studentWithScenario();
    expect((await walkTo(viaMop, 'mop')).walk.data).toMatchObject({
      finished: true,
      scene: { id: 'clean', kind: 'end' },
    });
    const viaTell = await studentWithScenario();
    const { walk } = await walkTo(viaTell, 'tell');
    expect(walk.data.path.map((p) => p.sceneId)).toEqual(['lunch', 'spill', 'teacher', 'calm']);
    // Another device: a new session reads the same walk from the server.
    const other = await as(viaTell.student.loginName);
    const resumed = body<Walk>(await other.get(s.getScenario.path, { activityId: String(viaTell.activityId) }));
    expect(resumed.data.path.map((p) => p.sceneId)).toEqual(['lunch', 'spill', 'teacher', 'calm']);
    expect(resumed.data.finished).toBe(true);
  });

  it('refuses a stale step or a response that does not fit, and writes nothing', async () => {
    const setup = await studentWithScenario();
    const student = await as(setup.student.loginName);
    const stale = body(await student.post(s.recordStep.path, { ...setup.ref, sceneId: 'spill', choice: 'mop' }));
    expect(stale).toMatchObject({ success: false, code: ErrorCode.Conflict });
    const wrong = body(
      await student.post(s.recordStep.path, { ...setup.ref, sceneId: 'lunch', answers: { queue: 'nope' } }),
    );
    expect(wrong).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const malformed = await student.post(s.recordStep.path, { ...setup.ref, sceneId: '../x' });
    expect(body(malformed).success).toBe(false);
    expect(await testDb().select().from(scenarioAttempts).where(eq(scenarioAttempts.userId, setup.student.id))).toEqual(
      [],
    );
  });

  it("answers another student's scenario exactly like a missing one", async () => {
    const mine = await studentWithScenario();
    const theirs = await studentWithScenario();
    const student = await as(mine.student.loginName);
    const foreign = body(await student.get(s.getScenario.path, { activityId: String(theirs.activityId) }));
    const missing = body(await student.get(s.getScenario.path, { activityId: '999999' }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect({ ...foreign, requestId: undefined }).toEqual({ ...missing, requestId: undefined });
  });
});

describe('handing in a scenario', () => {
  it('refuses a walk that has not reached an ending', async () => {
    const setup = await studentWithScenario();
    const student = await as(setup.student.loginName);
    const early = body(
      await student.post(s.subScenarioAnswer.path, { ...setup.ref, submitKey: submitKey(), useTime: 30 }),
    );
    expect(early).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(await countAnswers(setup.student.id)).toBe(0);
  });

  it('stores the path, scores the choices into dimensions once per submit key, and then closes the walk', async () => {
    const setup = await studentWithScenario();
    const { student } = await walkTo(setup, 'tell');
    const payload = { ...setup.ref, submitKey: submitKey(), useTime: 120 };
    const first = body<{
      totalScore: number;
      dimensionScores: { dimensionId: string; score: number }[];
      taskState: object;
    }>(await student.post(s.subScenarioAnswer.path, payload));
    expect(first.success).toBe(true);
    expect(first.data.totalScore).toBe(7);
    expect(first.data.dimensionScores).toEqual(
      expect.arrayContaining([expect.objectContaining({ dimensionId: '50', score: 60 })]),
    );
    expect(first.data.taskState).toEqual({ userTaskState: 1, respondTimes: 1, isWaive: 0, reuploadFlag: 0 });
    const again = body(await student.post(s.subScenarioAnswer.path, payload));
    expect(again.data).toEqual(first.data);
    expect(await countAnswers(setup.student.id)).toBe(1);
    const [stored] = await testDb().select().from(answers).where(eq(answers.userId, setup.student.id));
    expect(stored?.answers).toMatchObject({
      path: ['lunch', 'spill', 'teacher', 'calm'],
      '1:spill': 'tell',
      '0:lunch.queue': 'wait',
    });
    expect(
      (await testDb().select().from(dimensionScores).where(eq(dimensionScores.userId, setup.student.id))).length,
    ).toBeGreaterThan(0);

    const after = body<Walk>(await student.get(s.getScenario.path, { activityId: String(setup.activityId) }));
    expect(after.data).toMatchObject({ handedIn: true, canAnswer: false, canRestart: true });
    const step = body(await student.post(s.recordStep.path, { ...setup.ref, sceneId: 'calm', choice: 'x' }));
    expect(step.success).toBe(false);
  });

  it('keeps to the answer-disable decision: after the one re-answer the task is closed', async () => {
    const setup = await studentWithScenario();
    const { student } = await walkTo(setup, 'mop');
    expect(body(await student.post(s.subScenarioAnswer.path, { ...setup.ref, submitKey: submitKey() })).success).toBe(
      true,
    );
    const restarted = body<Walk>(await student.post(s.restartScenario.path, setup.ref));
    expect(restarted.data).toMatchObject({ path: [{ sceneId: 'lunch' }], canAnswer: true, handedIn: false });
    await walkTo(setup, 'mop');
    expect(body(await student.post(s.subScenarioAnswer.path, { ...setup.ref, submitKey: submitKey() })).success).toBe(
      true,
    );
    const closed = body(await student.post(s.restartScenario.path, setup.ref));
    expect(closed).toMatchObject({ success: false, code: ErrorCode.AnswerDisabled });
  });

  it('keeps to the stamina limit', async () => {
    const setup = await studentWithScenario({ maxFinish: 1 });
    const other = await createActivity(setup.group.id);
    await setTaskState(setup.student.id, other.activityId, setup.group.id, {
      userTaskState: 1,
      respondTimes: 1,
      finishedAt: new Date(),
    });
    const { student } = await walkTo(setup, 'mop');
    const refused = body(await student.post(s.subScenarioAnswer.path, { ...setup.ref, submitKey: submitKey() }));
    expect(refused).toMatchObject({ success: false, code: ErrorCode.StaminaExhausted });
    expect(await countAnswers(setup.student.id)).toBe(0);
  });
});

describe('a parent acting as the child', () => {
  it("walks and hands in as the child; the parent's own session may not", async () => {
    const setup = await studentWithScenario();
    const parent = await createParent({ children: [setup.student.id] });
    const parentToken = await signIn(t.app, parent.loginName, TEST_PASSWORD);
    const own = await authed(t.app, parentToken).post(s.recordStep.path, {
      ...setup.ref,
      sceneId: 'lunch',
      answers: { queue: 'wait' },
    });
    expect(own.statusCode).toBe(403);
    const parentSession = await ctx.sessions.findByToken(parentToken);
    if (!parentSession) throw new Error('no parent session');
    const acting = authed(t.app, (await startActing(ctx, parentSession, setup.student.id, null)).token);
    await acting.post(s.recordStep.path, { ...setup.ref, sceneId: 'lunch', answers: { queue: 'wait' } });
    await acting.post(s.recordStep.path, { ...setup.ref, sceneId: 'spill', choice: 'mop' });
    expect(body(await acting.post(s.subScenarioAnswer.path, { ...setup.ref, submitKey: submitKey() })).success).toBe(
      true,
    );
    const [entry] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'evaluation.submit'), eq(auditLog.actorUserId, parent.id)));
    expect(entry).toMatchObject({ actingAsUserId: setup.student.id });
  });
});

describe('importing a scenario', () => {
  it('is for activity admins, and refuses a malformed definition with the path of each error, writing nothing', async () => {
    const setup = await studentWithScenario();
    const admin = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] });
    const client = await as(admin.loginName);
    const definition = branchingDefinition(setup.activityId);
    definition.scenes[1]!.then.options![0]!.next = 'nowhere';
    const refused = body(await client.post(s.importScenario.path, definition));
    expect(refused).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(errorsOf(refused)).toEqual([
      { path: 'scenes[1].then.options[0].next', message: 'points to a scene "nowhere" that does not exist' },
    ]);
    const student = await as(setup.student.loginName);
    expect(
      body<Walk>(await student.get(s.getScenario.path, { activityId: String(setup.activityId) })).data.scene?.id,
    ).toBe('lunch');

    const unknownIndicator = branchingDefinition(setup.activityId);
    unknownIndicator.scenes[0]!.then.questions![0]!.options[0]!.scores = { '999': 1 };
    expect(errorsOf(body(await client.post(s.importScenario.path, unknownIndicator)))).toEqual([
      { path: 'scenes[0].then.questions[0].options[0].scores.999', message: 'no indicator 999 in the dimension tree' },
    ]);
    const imported = body(await client.post(s.importScenario.path, branchingDefinition(setup.activityId)));
    expect(imported).toMatchObject({ success: true, data: { activityId: setup.activityId, sceneCount: 5 } });
    expect((await student.post(s.importScenario.path, definition)).statusCode).toBe(403);
  });
});
