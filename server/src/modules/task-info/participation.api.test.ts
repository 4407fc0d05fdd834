import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { taskStates } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { countAnswers, studentWithActivity, submitKey } from '../evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

type Setup = Awaited<ReturnType<typeof studentWithActivity>>;
type Client = ReturnType<typeof authed>;
type Group = { tgiId: number };

async function as(loginName: string): Promise<Client> {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

/** A student with a started group, a classmate in the same plan, and their school's admin. */
async function schoolWithGroup() {
  const s = await studentWithActivity();
  const schoolId = s.student.schoolId ?? 0;
  const classmate = await createStudent({ classId: s.student.classId ?? 0 });
  const admin = await createUser({ schoolId, roles: [{ roleCode: RoleCode.schoolAdmin, schoolId }] });
  return {
    s,
    classmate,
    admin: await as(admin.loginName),
    student: await as(s.student.loginName),
    peer: await as(classmate.loginName),
  };
}

async function choose(admin: Client, s: Setup, subjectType: 'school' | 'student', id: number, participates: boolean) {
  const result = body(
    await admin.post(api.admin.batchParticipation.path, {
      taskGroupId: s.group.id,
      subjectType,
      ids: [id],
      participates,
    }),
  );
  expect(result).toMatchObject({ success: true, data: { count: 1 } });
}

async function taskListIds(client: Client): Promise<number[]> {
  return body<Group[]>(await client.post(api.taskInfo.getTaskInfoByUser.path, {})).data.map((group) => group.tgiId);
}

async function homeIds(client: Client): Promise<number[]> {
  return body<{ taskGroups: Group[] }>(await client.post(api.home.queryHomePage.path, {})).data.taskGroups.map(
    (group) => group.tgiId,
  );
}

function submission(s: Setup) {
  return {
    taskGroupId: s.group.id,
    activityId: s.activityId,
    submitKey: submitKey(),
    answers: { [String(s.choice.id)]: s.bestOption },
  };
}

describe('participation decides what students see', () => {
  it('a school taken out hides the group from its students: home, task list, group read and submit answer like a missing record', async () => {
    const { s, admin, student, peer } = await schoolWithGroup();
    expect(await homeIds(student)).toEqual([s.group.id]);
    await choose(admin, s, 'school', s.student.schoolId ?? 0, false);

    expect(await homeIds(student)).toEqual([]);
    expect(await taskListIds(student)).toEqual([]);
    expect(await taskListIds(peer)).toEqual([]);
    const overview = body(await student.get(api.taskInfo.myTaskInfoOverview.path));
    expect(overview.data).toEqual({ taskGroupNum: 0, total: 0, finished: 0, waived: 0, unfinished: 0 });
    expect(
      body(await student.get(api.taskInfo.getTaskInfoById.path, { taskGroupId: String(s.group.id) })),
    ).toMatchObject({ success: false, code: ErrorCode.NotFound });

    const refused = body(await student.post(api.evaluation.subEvaluationGroupAnswer.path, submission(s)));
    const missing = body(
      await student.post(api.evaluation.subEvaluationGroupAnswer.path, { ...submission(s), activityId: 999_999 }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(refused.message).toBe(missing.message);
    expect(await countAnswers(s.student.id)).toBe(0);
    expect(
      await testDb()
        .select()
        .from(taskStates)
        .where(and(eq(taskStates.userId, s.student.id), eq(taskStates.activityId, s.activityId))),
    ).toEqual([]);
  });

  it('a student taken out loses the group; the classmate keeps it', async () => {
    const { s, admin, student, peer } = await schoolWithGroup();
    await choose(admin, s, 'student', s.student.id, false);
    expect(await homeIds(student)).toEqual([]);
    expect(await taskListIds(student)).toEqual([]);
    expect(await taskListIds(peer)).toEqual([s.group.id]);
    expect(await homeIds(peer)).toEqual([s.group.id]);
  });

  it("a student's own choice to take part outweighs the school's opt-out", async () => {
    const { s, classmate, admin, student, peer } = await schoolWithGroup();
    await choose(admin, s, 'school', s.student.schoolId ?? 0, false);
    await choose(admin, s, 'student', classmate.id, true);
    expect(await taskListIds(peer)).toEqual([s.group.id]);
    expect(await taskListIds(student)).toEqual([]);
    const accepted = body(await peer.post(api.evaluation.subEvaluationGroupAnswer.path, submission(s)));
    expect(accepted.success).toBe(true);
    expect(await countAnswers(classmate.id, s.activityId)).toBe(1);
  });

  it('setting the school and the student back to taking part shows the group again', async () => {
    const { s, admin, student } = await schoolWithGroup();
    await choose(admin, s, 'school', s.student.schoolId ?? 0, false);
    await choose(admin, s, 'student', s.student.id, false);
    expect(await taskListIds(student)).toEqual([]);
    await choose(admin, s, 'school', s.student.schoolId ?? 0, true);
    // The student's own opt-out is the more specific choice and still holds.
    expect(await taskListIds(student)).toEqual([]);
    await choose(admin, s, 'student', s.student.id, true);
    expect(await taskListIds(student)).toEqual([s.group.id]);
    expect(await homeIds(student)).toEqual([s.group.id]);
    expect(body(await student.post(api.evaluation.subEvaluationGroupAnswer.path, submission(s))).success).toBe(true);
  });

  it('another group of the same plan is untouched by a choice about one group', async () => {
    const { s, admin, student } = await schoolWithGroup();
    const other = await studentWithActivity({ student: { classId: s.student.classId ?? 0 } });
    await choose(admin, s, 'school', s.student.schoolId ?? 0, false);
    expect(await taskListIds(student)).toEqual([other.group.id]);
  });
});
