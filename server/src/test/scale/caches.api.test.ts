import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, TOKEN_HEADER } from '@pingjia/contract';
import { ensureAwardDefinitions } from '../../modules/awards/definitions.js';
import { addToPlan, createTaskGroup, studentWithActivity, submitKey } from '../../modules/evaluation/test-factories.js';
import { twoSchools } from '../../modules/scope/test-support.js';
import { createClass, createStudent, createUser, TEST_PASSWORD } from '../factories.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../harness.js';

/** Two servers on one database, as behind the load balancer (docs/scale.md). */
let serverA: TestApp;
let serverB: TestApp;
beforeAll(async () => {
  [serverA, serverB] = await Promise.all([buildTestApp(), buildTestApp()]);
  await ensureAwardDefinitions(testDb());
});

type Group = { tgiId: number };

type Home = {
  taskGroups: {
    tgiId: number;
    isEnded: boolean;
    activities: { activityId: number; answerDisabled: boolean; userTaskState: number }[];
  }[];
  stamina: { dayFinish: number };
};

describe('what a server keeps is never served after a change made through another', () => {
  it("reads a student's new class through the other server at once", async () => {
    const org = await twoSchools();
    const otherClass = await createClass({ schoolId: org.schoolA.id });
    const student = await createStudent({ classId: org.classA.id });
    const admin = authed(serverA.app, await signIn(serverA.app, org.adminA.loginName, TEST_PASSWORD));
    const own = authed(serverB.app, await signIn(serverB.app, student.loginName, TEST_PASSWORD));
    const before = body<{ classId: number; className: string }>(await own.get(api.login.getInfo.path)).data;
    expect(before.classId).toBe(org.classA.id);
    expect(body<{ classId: number }>(await own.get(api.login.getInfo.path)).data.classId).toBe(org.classA.id);

    const saved = body(
      await admin.post(api.admin.studentSaveOrUpdate.path, {
        id: student.id,
        userName: student.userName,
        loginName: student.loginName,
        gender: '1',
        classId: otherClass.id,
      }),
    );
    expect(saved.success).toBe(true);
    const after = body<{ classId: number; className: string }>(await own.get(api.login.getInfo.path)).data;
    expect(after.classId).toBe(otherClass.id);
    expect(after.className).toBe(otherClass.name);
  });

  it('sends a kept home and kept details gzip-compressed to a browser and as plain JSON to other clients', async () => {
    const s = await studentWithActivity();
    const token = await signIn(serverA.app, s.student.loginName, TEST_PASSWORD);
    const calls = [
      { method: 'POST' as const, url: api.home.queryHomePage.path, payload: {} },
      { method: 'GET' as const, url: api.login.getInfo.path },
    ];
    for (const call of calls) {
      const plain = () => serverA.app.inject({ ...call, headers: { [TOKEN_HEADER]: token } });
      await plain();
      const kept = await plain();
      expect(kept.headers['content-encoding']).toBeUndefined();
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
      const browser = await serverA.app.inject({
        ...call,
        headers: { [TOKEN_HEADER]: token, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(browser.headers['content-encoding']).toBe('gzip');
      expect(browser.headers.vary).toMatch(/accept-encoding/i);
      expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(browser.rawPayload).toString('utf8')).toBe(kept.payload);
      expect(body(kept).success).toBe(true);
    }
    const details = await authed(serverA.app, token).get(api.login.getInfo.path);
    expect(body<{ userName: string }>(details).data.userName).toBe(s.student.userName);
  });

  it('shows an answer given through one server on the home read through the other', async () => {
    const s = await studentWithActivity();
    const token = await signIn(serverB.app, s.student.loginName, TEST_PASSWORD);
    const onB = authed(serverB.app, token);
    const stateOf = (home: Home) =>
      home.taskGroups.find((g) => g.tgiId === s.group.id)?.activities.find((a) => a.activityId === s.activityId)
        ?.userTaskState;
    const first = body<Home>(await onB.post(api.home.queryHomePage.path, {})).data;
    expect(first.stamina.dayFinish).toBe(0);
    const submitted = body(
      await authed(serverA.app, token).post(api.evaluation.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: s.bestOption },
      }),
    );
    expect(submitted.success).toBe(true);
    const second = body<Home>(await onB.post(api.home.queryHomePage.path, {})).data;
    expect(stateOf(second)).not.toBe(stateOf(first));
    expect(second.stamina.dayFinish).toBe(1);
  });

  it('shows a group as ended once its end passes, though no row changed', async () => {
    const end = new Date(serverB.clock.now().getTime() + 10 * 60_000);
    const s = await studentWithActivity({ groupEnd: end });
    const onB = authed(serverB.app, await signIn(serverB.app, s.student.loginName, TEST_PASSWORD));
    const groupOf = (home: Home) => home.taskGroups.find((g) => g.tgiId === s.group.id);
    expect(groupOf(body<Home>(await onB.post(api.home.queryHomePage.path, {})).data)?.isEnded).toBe(false);
    serverB.clock.advance(11 * 60_000);
    const later = groupOf(body<Home>(await onB.post(api.home.queryHomePage.path, {})).data);
    expect(later?.isEnded).toBe(true);
  });

  it("takes a student out of a group through one server: the other's kept plan refuses it at once", async () => {
    const s = await studentWithActivity();
    const schoolId = s.student.schoolId ?? 0;
    const admin = await createUser({ schoolId, roles: [{ roleCode: RoleCode.schoolAdmin, schoolId }] });
    const onA = authed(serverA.app, await signIn(serverA.app, admin.loginName, TEST_PASSWORD));
    const onB = authed(
      serverB.app,
      await signIn(serverB.app, s.student.loginName, TEST_PASSWORD, serverB.clock.now().getTime()),
    );
    const stems = () =>
      onB.get(api.evaluation.getEvaluationStemInfo.path, {
        taskGroupId: String(s.group.id),
        activityId: String(s.activityId),
      });
    const groupIds = async () =>
      body<Group[]>(await onB.post(api.taskInfo.getTaskInfoByUser.path, {})).data.map((group) => group.tgiId);
    expect(body(await stems()).success).toBe(true);
    expect(await groupIds()).toContain(s.group.id);

    const chosen = body(
      await onA.post(api.admin.batchParticipation.path, {
        taskGroupId: s.group.id,
        subjectType: 'student',
        ids: [s.student.id],
        participates: false,
      }),
    );
    expect(chosen.success).toBe(true);
    expect(body(await stems())).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await groupIds()).not.toContain(s.group.id);
    const handIn = body(
      await onB.post(api.evaluation.subEvaluationGroupAnswer.path, {
        taskGroupId: s.group.id,
        activityId: s.activityId,
        submitKey: submitKey(),
        answers: { [String(s.choice.id)]: s.bestOption },
      }),
    );
    expect(handIn).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it("moves a student to another grade through one server: the other's next call reads the new grade's plan", async () => {
    const s = await studentWithActivity();
    const schoolId = s.student.schoolId ?? 0;
    const admin = await createUser({ schoolId, roles: [{ roleCode: RoleCode.schoolAdmin, schoolId }] });
    const eighth = await createClass({ schoolId, gradeLevel: 8 });
    const eighthGroup = await createTaskGroup();
    await addToPlan(eighth.gradeId, [eighthGroup.id]);
    const onA = authed(serverA.app, await signIn(serverA.app, admin.loginName, TEST_PASSWORD));
    const onB = authed(
      serverB.app,
      await signIn(serverB.app, s.student.loginName, TEST_PASSWORD, serverB.clock.now().getTime()),
    );
    const groupIds = async () =>
      body<Group[]>(await onB.post(api.taskInfo.getTaskInfoByUser.path, {})).data.map((group) => group.tgiId);
    expect(await groupIds()).toEqual([s.group.id]);
    expect(await groupIds()).toEqual([s.group.id]);

    const saved = body(
      await onA.post(api.admin.studentSaveOrUpdate.path, {
        id: s.student.id,
        userName: s.student.userName,
        loginName: s.student.loginName,
        gender: '1',
        classId: eighth.id,
      }),
    );
    expect(saved.success).toBe(true);
    expect(await groupIds()).toEqual([eighthGroup.id]);
  });

  it('reads a change made by any statement, not only through the product', async () => {
    const student = await createStudent();
    const onB = authed(
      serverB.app,
      await signIn(serverB.app, student.loginName, TEST_PASSWORD, serverB.clock.now().getTime()),
    );
    const before = body<{ userName: string }>(await onB.get(api.login.getInfo.path)).data;
    expect(before.userName).toBe(student.userName);
    const newName = `改名${Math.floor(Math.random() * 1000)}`;
    await testDb().execute(sql`update users set user_name = ${newName} where id = ${student.id}`);
    expect(body<{ userName: string }>(await onB.get(api.login.getInfo.path)).data.userName).toBe(newName);
  });
});

describe('the epochs every cached value is compared against', () => {
  /** The tables the cached reads (user details, a student's home) read, and what their changes raise. */
  const watched = [
    'users',
    'user_roles',
    'task_states',
    'user_awards',
    'result_resets',
    'regions',
    'schools',
    'grades',
    'classes',
    'task_groups',
    'activities',
    'evaluation_plans',
    'plan_task_groups',
    'participation',
    'award_definitions',
  ];

  it('are raised by an insert, an update and a delete of every table those values read', async () => {
    const rows = await testDb().execute<{ table: string; events: string }>(sql`
      select c.relname as table,
             string_agg(distinct case when (t.tgtype & 4) <> 0 then 'insert' end, ',') ||
             ',' || string_agg(distinct case when (t.tgtype & 16) <> 0 then 'update' end, ',') ||
             ',' || string_agg(distinct case when (t.tgtype & 8) <> 0 then 'delete' end, ',') as events
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname like 'cache_epochs_bump%'
      group by c.relname`);
    const byTable = new Map(rows.rows.map((row) => [row.table, row.events]));
    for (const table of watched) expect([table, byTable.get(table)]).toEqual([table, 'insert,update,delete']);
  });
});
