import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, PROGRESS_LIVE_EVENT, RoleCode } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { addToPlan, studentWithActivity, submitKey } from '../evaluation/test-factories.js';
import { as, reset, schoolAdminOf, submitBest } from '../recovery/test-support.js';
import {
  listenerConnections,
  listenOn,
  openProgressEvents,
  terminateListeners,
  type OpenedStream,
} from './test-support.js';

/** The promise: an open page shows a submit within 5 s. */
const LIVE_MS = 5_000;
/** Long enough for an event that was sent to arrive, to show that one was not. */
const QUIET_MS = 400;

// Two instances of the app on one database, as behind a load balancer.
let a: TestApp;
let b: TestApp;
let baseB: string;
const path = api.progress.progressEvents.path;

type Setup = Awaited<ReturnType<typeof studentWithActivity>>;
let s: Setup;
let elsewhere: Awaited<ReturnType<typeof createStudent>>;
let headTeacherToken: string;
let otherAdminToken: string;
const opened: OpenedStream[] = [];

async function tokenOf(user: { loginName: string }, app: TestApp = b): Promise<string> {
  return signIn(app.app, user.loginName, TEST_PASSWORD);
}

async function open(token: string, taskGroupId = s.group.id, base = baseB): Promise<OpenedStream> {
  const stream = await openProgressEvents(base, token, taskGroupId);
  opened.push(stream);
  return stream;
}

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp();
  baseB = await listenOn(b.app);
  s = await studentWithActivity();
  const schoolId = s.student.schoolId ?? 0;
  // A student of another school whose grade takes part in the same task group.
  elsewhere = await createStudent();
  await addToPlan(elsewhere.gradeId ?? 0, [s.group.id]);
  const headTeacher = await createTeacher({
    schoolId,
    roles: [{ roleCode: RoleCode.headmaster, schoolId, classId: s.student.classId ?? 0 }],
  });
  headTeacherToken = await tokenOf(headTeacher);
  otherAdminToken = await tokenOf(await schoolAdminOf(elsewhere.schoolId));
});

afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.events.close()));
});

describe('progressEvents: who may listen', () => {
  it('needs a session (401)', async () => {
    const response = await b.app.inject({ method: 'GET', url: path, query: { taskGroupId: String(s.group.id) } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses students and parents (403)', async () => {
    for (const user of [s.student, await createParent({ children: [s.student.id] })]) {
      const response = await authed(b.app, await tokenOf(user)).get(path, { taskGroupId: String(s.group.id) });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers a task group no class in scope takes part in like a missing one', async () => {
    const teacherElsewhere = authed(b.app, await tokenOf(await createTeacher()));
    const unknown = body(await teacherElsewhere.get(path, { taskGroupId: '987654' }));
    const outOfScope = body(await teacherElsewhere.get(path, { taskGroupId: String(s.group.id) }));
    expect(unknown.code).toBe(ErrorCode.NotFound);
    expect(outOfScope).toEqual(unknown);
  });

  it('refuses a missing or malformed task group with the validation failure', async () => {
    const headTeacher = authed(b.app, headTeacherToken);
    expect(body(await headTeacher.get(path)).code).toBe(ErrorCode.ValidationFailed);
    expect(body(await headTeacher.get(path, { taskGroupId: 'abc' })).code).toBe(ErrorCode.ValidationFailed);
    expect(body(await headTeacher.get(path, { taskGroupId: '-3' })).code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('progressEvents: across server instances', () => {
  it('opens an event stream with the session cookie, as EventSource sends it', async () => {
    const { response, events } = await open(headTeacherToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await events.next(LIVE_MS)).toEqual({ retry: '3000', comments: ['listening'] });
  });

  it('brings a submit taken by instance A to a page listening on instance B', async () => {
    const { events } = await open(headTeacherToken);
    await events.next(LIVE_MS);
    expect((await submitBest(await as(a, s.student.loginName), s)).success).toBe(true);
    expect(await events.nextEvent(LIVE_MS)).toEqual({
      event: PROGRESS_LIVE_EVENT,
      data: JSON.stringify({ taskGroupId: s.group.id }),
      comments: [],
    });
  });

  it('says nothing of a hand-in refused inside its transaction: nothing changed', async () => {
    const { events } = await open(headTeacherToken);
    await events.next(LIVE_MS);
    const classmate = await createStudent({ classId: s.student.classId ?? 0 });
    const refused = body(
      await (
        await as(a, classmate.loginName)
      ).post(api.evaluation.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: 987_654 },
      }),
    );
    expect(refused.code).toBe(ErrorCode.ValidationFailed);
    expect(await events.nextEvent(QUIET_MS)).toBeUndefined();
  });

  it("keeps another school's submit from a head teacher of this school", async () => {
    const mine = await open(headTeacherToken);
    const theirs = await open(otherAdminToken);
    await Promise.all([mine.events.next(LIVE_MS), theirs.events.next(LIVE_MS)]);
    expect((await submitBest(await as(a, elsewhere.loginName), s)).success).toBe(true);
    // Their school's admin hears of it, on the same instance, at the same moment.
    expect(await theirs.events.nextEvent(LIVE_MS)).toMatchObject({ event: PROGRESS_LIVE_EVENT });
    expect(await mine.events.nextEvent(QUIET_MS)).toBeUndefined();
  });

  it('brings a reset taken by instance A to a page listening on instance B', async () => {
    const { events } = await open(headTeacherToken);
    await events.next(LIVE_MS);
    const admin = await as(a, (await schoolAdminOf(s.student.schoolId)).loginName);
    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);
    expect(await events.nextEvent(LIVE_MS)).toMatchObject({ event: PROGRESS_LIVE_EVENT });
  });

  it('keeps one listening database connection per instance, however many pages listen', async () => {
    expect(await listenerConnections()).toBe(1);
    await listenOn(a.app).then((baseA) => open(headTeacherToken, s.group.id, baseA));
    expect(await listenerConnections()).toBe(2);
  });
});

describe('progressEvents: when things go wrong', () => {
  it('ends its streams when the server closes, and closes its listening connection', async () => {
    const c = await buildTestApp();
    const baseC = await listenOn(c.app);
    const { events } = await open(headTeacherToken, s.group.id, baseC);
    await events.next(LIVE_MS);
    const before = await listenerConnections();
    await c.app.close();
    expect(await events.next(LIVE_MS)).toBe('end');
    await expect.poll(() => listenerConnections()).toBe(before - 1);
  });

  it('reconnects a lost listening connection and tells every page to refresh', async () => {
    const { events } = await open(headTeacherToken);
    await events.next(LIVE_MS);
    await terminateListeners();
    // What committed while the connection was away was not heard, so the page refreshes.
    expect(await events.nextEvent(LIVE_MS)).toMatchObject({ event: PROGRESS_LIVE_EVENT });
    const classmate = await createStudent({ classId: s.student.classId ?? 0 });
    expect((await submitBest(await as(a, classmate.loginName), s)).success).toBe(true);
    expect(await events.nextEvent(LIVE_MS)).toMatchObject({ event: PROGRESS_LIVE_EVENT });
  });
});
