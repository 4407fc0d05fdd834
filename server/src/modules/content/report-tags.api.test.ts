import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, StoredDictType } from '@pingjia/contract';
import { activities, auditLog, dictionaries, taskGroups } from '../../db/schema/index.js';
import { DICTIONARY_ROWS } from '../../seed/dictionaries.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { activityDefinition, createTaskGroup, ensureDimensionTree } from '../evaluation/test-factories.js';

/*
 * An imported definition may name the report its task group belongs to (reportYear and
 * evaluationBatch, keys of the dictionaries): a group without one takes it, a group with
 * another refuses the import.
 */

let t: TestApp;
let admin: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureDimensionTree();
  const reportTypes: string[] = [StoredDictType.reportYear, StoredDictType.evaluationBatch];
  await testDb()
    .insert(dictionaries)
    .values(DICTIONARY_ROWS.filter((row) => reportTypes.includes(row.dictType)).map(({ id: _id, ...row }) => row));
  const user = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] });
  admin = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
});

interface Refusal {
  success: boolean;
  code: number;
  errors: { path: string; message: string }[];
}

async function groupReport(id: number) {
  const [group] = await testDb()
    .select({ reportYear: taskGroups.reportYear, evaluationBatch: taskGroups.evaluationBatch })
    .from(taskGroups)
    .where(eq(taskGroups.id, id));
  return group;
}

async function activityCount(taskGroupId: number): Promise<number> {
  const [row] = await testDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(eq(activities.taskGroupId, taskGroupId));
  return row?.n ?? 0;
}

describe("an import naming its group's report", () => {
  it('gives a group without a report the one named, and audits it', async () => {
    const group = await createTaskGroup();
    const result = body(
      await admin.post(api.content.importActivity.path, {
        ...activityDefinition(group.id),
        reportYear: '2025',
        evaluationBatch: '2',
      }),
    );
    expect(result.success).toBe(true);
    expect(await groupReport(group.id)).toEqual({ reportYear: '2025', evaluationBatch: '2' });
    const [audit] = await testDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.importActivity'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ report: { reportYear: '2025', evaluationBatch: '2' } });
  });

  it("takes more content for the group's own report, and leaves a group's report alone when none is named", async () => {
    const group = await createTaskGroup();
    const named = { ...activityDefinition(group.id), reportYear: '2026', evaluationBatch: '1' };
    expect(body(await admin.post(api.content.importActivity.path, named)).success).toBe(true);
    expect(body(await admin.post(api.content.importActivity.path, named)).success).toBe(true);
    expect(body(await admin.post(api.content.importActivity.path, activityDefinition(group.id))).success).toBe(true);
    expect(await groupReport(group.id)).toEqual({ reportYear: '2026', evaluationBatch: '1' });
    expect(await activityCount(group.id)).toBe(3);
  });

  it('refuses another report than the group’s, and writes nothing', async () => {
    const group = await createTaskGroup();
    const first = { ...activityDefinition(group.id), reportYear: '2025', evaluationBatch: '1' };
    expect(body(await admin.post(api.content.importActivity.path, first)).success).toBe(true);
    const other = body(
      await admin.post(api.content.importActivity.path, { ...first, evaluationBatch: '2' }),
    ) as unknown as Refusal;
    expect(other).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(other.errors).toEqual([
      { path: 'reportYear', message: `task group ${group.id} belongs to report year 2025, batch 1` },
    ]);
    expect(await groupReport(group.id)).toEqual({ reportYear: '2025', evaluationBatch: '1' });
    expect(await activityCount(group.id)).toBe(1);
  });

  it('refuses keys the dictionaries do not hold, or one key alone, and writes nothing', async () => {
    const group = await createTaskGroup();
    const unknown = body(
      await admin.post(api.content.importActivity.path, {
        ...activityDefinition(group.id),
        reportYear: '1999',
        evaluationBatch: '9',
      }),
    ) as unknown as Refusal;
    expect(unknown.errors.map((error) => error.path)).toEqual(['reportYear', 'evaluationBatch']);
    const alone = body(
      await admin.post(api.content.importActivity.path, { ...activityDefinition(group.id), reportYear: '2025' }),
    ) as unknown as Refusal;
    expect(alone.errors).toEqual([
      { path: 'evaluationBatch', message: 'give the report year and the evaluation batch together' },
    ]);
    expect(await groupReport(group.id)).toEqual({ reportYear: null, evaluationBatch: null });
    expect(await activityCount(group.id)).toBe(0);
  });

  it('is refused to a role that does not import content, and the group keeps no report', async () => {
    const group = await createTaskGroup();
    const teacher = await createUser({ roles: [{ roleCode: RoleCode.teacher }] });
    const asTeacher = authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD));
    const response = await asTeacher.post(api.content.importActivity.path, {
      ...activityDefinition(group.id),
      reportYear: '2025',
      evaluationBatch: '1',
    });
    expect(response.statusCode).toBe(403);
    expect(await groupReport(group.id)).toEqual({ reportYear: null, evaluationBatch: null });
    expect(await activityCount(group.id)).toBe(0);
  });
});
