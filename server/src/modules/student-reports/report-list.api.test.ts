import { beforeAll, describe, expect, it } from 'vitest';
import { api, DictType, ErrorCode, type StudentReportListItem } from '@pingjia/contract';
import { eq } from 'drizzle-orm';
import { dictionaries, taskGroups } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { clientsOf, reportWorld, type Client, type ReportWorld } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const LIST = api.report.getStudentReportList.path;
const BATCHES = api.report.getStudentReportEvaluationBatch.path;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
  await testDb()
    .insert(dictionaries)
    .values([
      { dictType: DictType.evaluationBatch, dictKey: '1', dictValue: '第一批次（秋季学期）', sort: 1 },
      { dictType: DictType.evaluationBatch, dictKey: '2', dictValue: '第二批次（春季学期）', sort: 2 },
    ]);
});

async function listOf(client: Client, input: object = {}) {
  const reply = body<StudentReportListItem[]>(await client.post(LIST, input));
  if (!reply.success) throw new Error(`getStudentReportList failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

const idsOf = (items: StudentReportListItem[]) => items.map((item) => item.taskGroupId);

describe('getStudentReportList', () => {
  it('lists the child their published reports, newest first, with when each last changed', async () => {
    const items = await listOf(c.child);
    expect(idsOf(items)).toEqual([w.groups.second.id, w.groups.first.id]);
    expect(items[0]).toMatchObject({
      taskGroupName: '2025春季综合评价',
      reportYear: '2025',
      evaluationBatch: '2',
      taken: true,
      publication: { published: true },
      read: false,
    });
    expect(items[0]?.lastChangedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('filters by report year and evaluation batch', async () => {
    expect(idsOf(await listOf(c.child, { reportYear: '2025', evaluationBatch: '1' }))).toEqual([w.groups.first.id]);
    expect(await listOf(c.child, { reportYear: '2026' })).toEqual([]);
  });

  it("lists a parent the bound child's reports, and a report the child has not taken as not taken", async () => {
    expect(await listOf(c.parent, { studentId: w.child.id })).toEqual(await listOf(c.child));
    const absent = await listOf(c.absent);
    expect(absent.map((item) => [item.taskGroupId, item.taken, item.lastChangedAt])).toEqual([
      [w.groups.second.id, false, null],
      [w.groups.first.id, false, null],
    ]);
    // Published for district B only: the foreign school has not got the school-level release of A1.
    expect(idsOf(await listOf(c.foreignChild))).toEqual([w.groups.first.id]);
  });

  it('drops a report not taken once its group moves to a later start, at the next read; a taken one stays', async () => {
    const { id, startTime } = w.groups.second;
    const startAt = (moment: Date) =>
      testDb().update(taskGroups).set({ startTime: moment }).where(eq(taskGroups.id, id));
    expect(idsOf(await listOf(c.absent))).toEqual([id, w.groups.first.id]);
    await startAt(new Date(Date.now() + 365 * 24 * 3600 * 1000));
    try {
      expect(idsOf(await listOf(c.absent))).toEqual([w.groups.first.id]);
      expect(idsOf(await listOf(c.child))).toEqual([id, w.groups.first.id]);
    } finally {
      await startAt(startTime);
    }
  });

  it('marks a report read for the reader who opened it, not for the others', async () => {
    const read = await c.child.post(api.report.updateReportReadStatus.path, { taskGroupId: w.groups.first.id });
    expect(body(read).success).toBe(true);
    const mine = await listOf(c.child);
    expect(mine.find((item) => item.taskGroupId === w.groups.first.id)?.read).toBe(true);
    expect(mine.find((item) => item.taskGroupId === w.groups.second.id)?.read).toBe(false);
    const parents = await listOf(c.parent, { studentId: w.child.id });
    expect(parents.every((item) => !item.read)).toBe(true);
  });

  it('lists staff in scope every report, the unpublished one as a preview', async () => {
    for (const staff of [c.headTeacher, c.schoolAdmin, c.areaAdmin]) {
      const items = await listOf(staff, { studentId: w.child.id });
      expect(items.map((item) => [item.taskGroupId, item.publication.published])).toEqual([
        [w.groups.draft.id, false],
        [w.groups.second.id, true],
        [w.groups.first.id, true],
      ]);
    }
  });

  it("answers another family's child, a classmate and staff out of scope like a missing student", async () => {
    const missing = body(await c.parent.post(LIST, { studentId: 987_654 }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await c.otherParent.post(LIST, { studentId: w.child.id }))).toEqual(missing);
    expect(body(await c.child.post(LIST, { studentId: w.classmates[0]?.id }))).toEqual(missing);
    expect(body(await c.foreignAdmin.post(LIST, { studentId: w.child.id }))).toEqual(missing);
    expect(body(await c.class2Teacher.post(LIST, { studentId: w.child.id }))).toEqual(missing);
    // A parent names the child they mean.
    expect(body(await c.parent.post(LIST, {}))).toEqual(missing);
  });

  it('refuses bad input, staff who name no student, and roles that read no reports', async () => {
    expect(body(await c.child.post(LIST, { reportYear: '' }))).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(body(await c.child.post(LIST, { studentId: 'x' }))).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(body(await c.headTeacher.post(LIST, {}))).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect((await c.customerService.post(LIST, { studentId: w.child.id })).statusCode).toBe(403);
  });
});

describe('getStudentReportEvaluationBatch', () => {
  const batchesOf = async (client: Client, query: Record<string, string>) => body(await client.get(BATCHES, query));

  it('gives the batches of a year with a published report for the child, named from the dictionary', async () => {
    expect((await batchesOf(c.child, { reportYear: '2025' })).data).toEqual([
      { evaluationBatch: '1', name: '第一批次（秋季学期）' },
      { evaluationBatch: '2', name: '第二批次（春季学期）' },
    ]);
    // 2026's only report is not published.
    expect((await batchesOf(c.child, { reportYear: '2026' })).data).toEqual([]);
    expect((await batchesOf(c.parent, { reportYear: '2025', studentId: String(w.child.id) })).data).toHaveLength(2);
    expect((await batchesOf(c.foreignChild, { reportYear: '2025' })).data).toEqual([
      { evaluationBatch: '1', name: '第一批次（秋季学期）' },
    ]);
  });

  it("answers another family's child like a missing one, refuses bad input and staff (403)", async () => {
    const missing = await batchesOf(c.parent, { reportYear: '2025', studentId: '987654' });
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await batchesOf(c.otherParent, { reportYear: '2025', studentId: String(w.child.id) })).toEqual(missing);
    expect(await batchesOf(c.child, {})).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect((await c.headTeacher.get(BATCHES, { reportYear: '2025' })).statusCode).toBe(403);
  });
});
