import { and, eq } from 'drizzle-orm';
import { api, RoleCode } from '@pingjia/contract';
import { auditLog, dimensionScores, resultResets, schools, taskStates } from '../../db/schema/index.js';
import { authed, body, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { submitKey } from '../evaluation/test-factories.js';

export type Client = ReturnType<typeof authed>;

export async function as(t: TestApp, loginName: string): Promise<Client> {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

export async function schoolAdminOf(schoolId: number | null) {
  if (schoolId === null) throw new Error('the student has no school');
  return createUser({ schoolId, roles: [{ roleCode: RoleCode.schoolAdmin, schoolId }] });
}

export const REASON = '学生误操作提交，需要重新作答';

export function reset(admin: Client, student: { id: number }, activityId: number, reason = REASON) {
  return admin.post(api.taskInfo.resetTaskResult.path, { studentId: student.id, activityId, reason });
}

/** A student handing in the best answer of the standard test activity. */
export async function submitBest(
  student: Client,
  s: { group: { id: number }; activityId: number; choice: { id: number }; bestOption: number },
): Promise<{ success: boolean; data: { taskState: object } }> {
  return body<{ taskState: object }>(
    await student.post(api.evaluation.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      answers: { [String(s.choice.id)]: s.bestOption },
    }),
  );
}

export async function stateOf(userId: number, activityId: number) {
  const [row] = await testDb()
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), eq(taskStates.activityId, activityId)));
  return row;
}

export async function resetsOf(studentId: number) {
  return testDb().select().from(resultResets).where(eq(resultResets.studentId, studentId));
}

export async function scoresOf(userId: number, activityId: number) {
  return testDb()
    .select()
    .from(dimensionScores)
    .where(and(eq(dimensionScores.userId, userId), eq(dimensionScores.activityId, activityId)));
}

export async function resetAudits(userId: number, activityId: number) {
  return testDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'recovery.resetTaskResult'), eq(auditLog.entityId, `${userId}:${activityId}`)));
}

export async function districtOf(schoolId: number | null): Promise<number> {
  const [row] = await testDb()
    .select({ districtId: schools.districtId })
    .from(schools)
    .where(eq(schools.id, schoolId ?? 0));
  if (!row) throw new Error('school not found');
  return row.districtId;
}
