import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, TOKEN_HEADER } from '@pingjia/contract';
import { answerDrafts, taskGroups, userAwards } from '../../db/schema/index.js';
import { body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createParent, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { ensureAwardDefinitions } from '../awards/definitions.js';
import {
  countAnswers,
  createActivity,
  createTaskGroup,
  setTaskState,
  studentWithActivity,
} from '../evaluation/test-factories.js';
import {
  as,
  districtOf,
  REASON,
  reset,
  resetAudits,
  resetsOf,
  schoolAdminOf,
  scoresOf,
  stateOf,
  submitBest,
} from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureAwardDefinitions(testDb());
});

const path = api.taskInfo.resetTaskResult.path;
const OPEN = { userTaskState: 0, respondTimes: 0, isWaive: 0, reuploadFlag: 0 };

/** A student who handed in the test activity, and their school's admin. */
async function answeredCase() {
  const s = await studentWithActivity();
  expect((await submitBest(await as(t, s.student.loginName), s)).success).toBe(true);
  const adminUser = await schoolAdminOf(s.student.schoolId);
  return { ...s, adminUser, admin: await as(t, adminUser.loginName) };
}
type AnsweredCase = Awaited<ReturnType<typeof answeredCase>>;

/** Nothing of the student's record changed: state, answers, scores; no reset row, no audit row. */
async function expectUntouched(s: AnsweredCase) {
  expect(await stateOf(s.student.id, s.activityId)).toMatchObject({ userTaskState: 1, respondTimes: 1 });
  expect(await countAnswers(s.student.id, s.activityId)).toBe(1);
  expect((await scoresOf(s.student.id, s.activityId)).length).toBeGreaterThan(0);
  expect(await resetsOf(s.student.id)).toEqual([]);
  expect(await resetAudits(s.student.id, s.activityId)).toEqual([]);
}

describe('resetTaskResult: who may call it', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: path, payload: { studentId: 1, activityId: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses teachers, head teachers, area teaching researchers, parents and students (403), writing nothing', async () => {
    const s = await answeredCase();
    const schoolId = s.student.schoolId ?? 0;
    const callers = [
      await createTeacher({ schoolId }),
      await createTeacher({
        schoolId,
        roles: [{ roleCode: RoleCode.headmaster, schoolId, classId: s.student.classId ?? 0 }],
      }),
      await createUser({ roles: [{ roleCode: RoleCode.areaTeach, regionId: await districtOf(schoolId) }] }),
      await createParent({ children: [s.student.id] }),
      s.student,
    ];
    for (const caller of callers) {
      const response = await reset(await as(t, caller.loginName), s.student, s.activityId);
      expect(response.statusCode).toBe(403);
    }
    await expectUntouched(s);
  });

  it("answers another school's student like a missing one, for a school admin and an area admin elsewhere", async () => {
    const s = await answeredCase();
    const elsewhere = await studentWithActivity();
    const otherAdmin = await as(t, (await schoolAdminOf(elsewhere.student.schoolId)).loginName);
    const otherArea = await createUser({
      roles: [{ roleCode: RoleCode.areaAdmin, regionId: await districtOf(elsewhere.student.schoolId) }],
    });
    const missing = body(await reset(otherAdmin, { id: 999_999 }, s.activityId));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    for (const admin of [otherAdmin, await as(t, otherArea.loginName)]) {
      expect(body(await reset(admin, s.student, s.activityId))).toEqual(missing);
    }
    await expectUntouched(s);
  });
});

describe('resetTaskResult: bad input writes nothing', () => {
  it('refuses a reason too short or too long, a missing reason and ids of the wrong type', async () => {
    const s = await answeredCase();
    const ids = { studentId: s.student.id, activityId: s.activityId };
    for (const payload of [
      { ...ids, reason: '' },
      { ...ids, reason: '  好 ' },
      { ...ids, reason: '原'.repeat(201) },
      ids,
      { ...ids, studentId: 'x', reason: REASON },
      { ...ids, activityId: -1, reason: REASON },
    ]) {
      expect(body(await s.admin.post(path, payload))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
    await expectUntouched(s);
  });

  it('answers an unknown activity, one outside the student’s plan and a staff member’s id like missing ones', async () => {
    const s = await answeredCase();
    const notInPlan = await createActivity((await createTaskGroup()).id);
    for (const [who, activityId] of [
      [s.student, 999_999],
      [s.student, notInPlan.activityId],
      [s.adminUser, s.activityId],
    ] as const) {
      expect(body(await reset(s.admin, who, activityId))).toMatchObject({ success: false, code: ErrorCode.NotFound });
    }
    await expectUntouched(s);
  });

  it('reads the plan as it stands: a group moved to a later start since the last reset answers like a missing one', async () => {
    const s = await answeredCase();
    // A refused reset reads the student's plan (this server keeps it) and writes nothing.
    const untouched = await createActivity(s.group.id);
    expect(body(await reset(s.admin, s.student, untouched.activityId))).toMatchObject({ code: ErrorCode.NotAllowed });

    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await testDb().update(taskGroups).set({ startTime: nextYear }).where(eq(taskGroups.id, s.group.id));
    expect(body(await reset(s.admin, s.student, s.activityId))).toMatchObject({ code: ErrorCode.NotFound });
    await expectUntouched(s);
  });
});

describe('resetTaskResult: the reset', () => {
  it('returns the activity to not started, keeps the answer, finished_at and medals, drops its scores, audits', async () => {
    const s = await answeredCase();
    const finishedAt = (await stateOf(s.student.id, s.activityId))?.finishedAt;
    const medals = await testDb().select().from(userAwards).where(eq(userAwards.userId, s.student.id));
    expect(medals.length).toBeGreaterThan(0);

    const result = body<{ taskState: object }>(await reset(s.admin, s.student, s.activityId));
    expect(result).toMatchObject({ success: true, data: { taskState: OPEN } });
    expect(await stateOf(s.student.id, s.activityId)).toMatchObject({ ...OPEN, finishedAt });
    expect(finishedAt).toBeInstanceOf(Date);
    expect(await countAnswers(s.student.id, s.activityId)).toBe(1);
    expect(await scoresOf(s.student.id, s.activityId)).toEqual([]);
    expect(await testDb().select().from(userAwards).where(eq(userAwards.userId, s.student.id))).toEqual(medals);

    const [row] = await resetsOf(s.student.id);
    expect(row).toMatchObject({
      activityId: s.activityId,
      taskGroupId: s.group.id,
      reason: REASON,
      actorUserId: s.adminUser.id,
      schoolId: s.student.schoolId,
      readAt: null,
    });
    const [audit] = await resetAudits(s.student.id, s.activityId);
    expect(audit).toMatchObject({
      actorUserId: s.adminUser.id,
      entityType: 'taskState',
      before: { userTaskState: 1, respondTimes: 1, isWaive: 0, reuploadFlag: 0 },
      after: {
        taskState: OPEN,
        resetId: row?.id,
        taskGroupId: s.group.id,
        classId: s.student.classId,
        schoolId: s.student.schoolId,
        districtId: await districtOf(s.student.schoolId),
      },
    });
    expect(JSON.stringify(audit)).not.toContain(REASON);
  });

  it("lets an area admin reset a waived task of their district's student", async () => {
    const s = await studentWithActivity();
    await setTaskState(s.student.id, s.activityId, s.group.id, { userTaskState: 1, isWaive: 1 });
    const area = await createUser({
      roles: [{ roleCode: RoleCode.areaAdmin, regionId: await districtOf(s.student.schoolId) }],
    });
    const result = body(await reset(await as(t, area.loginName), s.student, s.activityId));
    expect(result).toMatchObject({ success: true, data: { taskState: OPEN } });
    expect(await resetsOf(s.student.id)).toHaveLength(1);
  });

  it('clears a draft the student saved, so the answer screen starts empty', async () => {
    const s = await studentWithActivity();
    const student = await as(t, s.student.loginName);
    const ref = { taskGroupId: s.group.id, activityId: s.activityId };
    const draft = { ...ref, useTime: 40, answers: { [String(s.choice.id)]: s.worstOption } };
    expect(body(await student.post(api.evaluation.saveEvaluationTime.path, draft)).success).toBe(true);
    const admin = await as(t, (await schoolAdminOf(s.student.schoolId)).loginName);
    expect(body(await reset(admin, s.student, s.activityId)).success).toBe(true);
    expect(await testDb().select().from(answerDrafts).where(eq(answerDrafts.userId, s.student.id))).toEqual([]);
    const kept = body(await student.get(api.evaluation.getEvaluationTime.path, { activityId: String(s.activityId) }));
    expect(kept.data).toMatchObject({ useTime: 0, answers: {} });
  });

  it('refuses a reset with nothing to reset (never started, or reset already), in both locales', async () => {
    const s = await answeredCase();
    const untouched = await createActivity(s.group.id);
    const never = body(await reset(s.admin, s.student, untouched.activityId));
    expect(never).toMatchObject({
      success: false,
      code: ErrorCode.NotAllowed,
      message: '该学生尚未开始这项活动，无需恢复',
    });
    expect(body(await reset(s.admin, s.student, s.activityId)).success).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        [TOKEN_HEADER]: await signIn(t.app, s.adminUser.loginName, TEST_PASSWORD),
        'accept-language': 'en-US',
      },
      payload: { studentId: s.student.id, activityId: s.activityId, reason: REASON },
    });
    expect(body(again)).toMatchObject({
      success: false,
      code: ErrorCode.NotAllowed,
      message: 'The student has not started this activity yet; there is nothing to reset',
    });
    expect(await resetsOf(s.student.id)).toHaveLength(1);
    expect(await resetAudits(s.student.id, s.activityId)).toHaveLength(1);
  });
});
