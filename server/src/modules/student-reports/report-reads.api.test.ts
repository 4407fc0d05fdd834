import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { reportPopups, reportReads } from '../../db/schema/index.js';
import { authed, body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { clientsOf, reportWorld, type Client, type ReportWorld } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const READ = api.report.updateReportReadStatus.path;
const POPUP = api.report.findOrUpdatePopupStatus.path;
const READ_LIST = api.report.selectStudentReportReadList.path;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
});

const readsOf = (studentId: number, taskGroupId: number) =>
  testDb()
    .select()
    .from(reportReads)
    .where(and(eq(reportReads.studentId, studentId), eq(reportReads.taskGroupId, taskGroupId)));

const popupsOf = (studentId: number) =>
  testDb().select().from(reportPopups).where(eq(reportPopups.studentId, studentId));

describe('updateReportReadStatus', () => {
  it('records the child opening their report: the first time stays, the last moves', async () => {
    const first = body<{ readAt: string }>(await c.child.post(READ, { taskGroupId: w.groups.second.id }));
    expect(first.data.readAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    t.clock.advance(60_000);
    const again = body<{ readAt: string }>(await c.child.post(READ, { taskGroupId: w.groups.second.id }));
    expect(again.data.readAt > first.data.readAt).toBe(true);
    const [row] = await readsOf(w.child.id, w.groups.second.id);
    expect(row).toMatchObject({ readerId: w.child.id, readerKind: 'student' });
    expect(row?.lastReadAt.getTime()).toBe(row ? row.firstReadAt.getTime() + 60_000 : NaN);
  });

  it("records a parent opening the child's report as a parent's reading", async () => {
    expect(body(await c.parent.post(READ, { taskGroupId: w.groups.second.id, studentId: w.child.id })).success).toBe(
      true,
    );
    const rows = await readsOf(w.child.id, w.groups.second.id);
    expect(rows.map((row) => [row.readerId, row.readerKind]).sort()).toEqual(
      [
        [w.child.id, 'student'],
        [w.people.parent.id, 'parent'],
      ].sort(),
    );
  });

  it("records a parent acting as the child (switched into the child's account) as the parent", async () => {
    const { token } = body<{ token: string }>(
      await c.parent.get(api.userParent.parentsSwitchStudentPasswordFreeLogin.path, { studentId: String(w.child.id) }),
    ).data;
    const acting = authed(t.app, token);
    expect(body(await acting.post(READ, { taskGroupId: w.groups.first.id })).success).toBe(true);
    const [row] = await readsOf(w.child.id, w.groups.first.id);
    expect(row).toMatchObject({ readerId: w.people.parent.id, readerKind: 'parent' });
  });

  it('writes nothing for an unpublished report, another family or bad input', async () => {
    const missing = body(await c.child.post(READ, { taskGroupId: 987_654 }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await c.child.post(READ, { taskGroupId: w.groups.draft.id }))).toEqual(missing);
    expect(body(await c.otherParent.post(READ, { taskGroupId: w.groups.first.id, studentId: w.child.id }))).toEqual(
      missing,
    );
    expect(body(await c.child.post(READ, { taskGroupId: 'x' }))).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(await readsOf(w.child.id, w.groups.draft.id)).toEqual([]);
    const byOtherParent = (await readsOf(w.child.id, w.groups.first.id)).filter(
      (row) => row.readerId === w.people.otherParent.id,
    );
    expect(byOtherParent).toEqual([]);
  });

  it('is refused to staff by the guard (403)', async () => {
    expect(
      (await c.headTeacher.post(READ, { taskGroupId: w.groups.second.id, studentId: w.child.id })).statusCode,
    ).toBe(403);
  });
});

describe('findOrUpdatePopupStatus', () => {
  const popup = async (client: Client, input: object) => body<{ show: boolean }>(await client.post(POPUP, input));

  it('shows the popup once per reader: until it is recorded, then never, however often it is recorded', async () => {
    const input = { taskGroupId: w.groups.first.id };
    expect((await popup(c.child, input)).data).toEqual({ show: true });
    expect((await popup(c.child, input)).data).toEqual({ show: true });
    expect((await popup(c.child, { ...input, update: true })).data).toEqual({ show: false });
    expect((await popup(c.child, { ...input, update: true })).data).toEqual({ show: false });
    expect((await popup(c.child, input)).data).toEqual({ show: false });
    expect(await popupsOf(w.child.id)).toHaveLength(1);
    // The parent has a popup of their own for the same report.
    expect((await popup(c.parent, { ...input, studentId: w.child.id })).data).toEqual({ show: true });
  });

  it('answers an unpublished report or another family like a missing one, and writes nothing', async () => {
    const missing = await popup(c.child, { taskGroupId: 987_654, update: true });
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await popup(c.child, { taskGroupId: w.groups.draft.id, update: true })).toEqual(missing);
    expect(await popup(c.otherParent, { taskGroupId: w.groups.first.id, studentId: w.child.id, update: true })).toEqual(
      missing,
    );
    expect(await popup(c.child, { taskGroupId: w.groups.first.id, update: 'yes' })).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect((await popupsOf(w.child.id)).map((row) => row.taskGroupId)).toEqual([w.groups.first.id]);
    expect((await c.schoolAdmin.post(POPUP, { taskGroupId: w.groups.first.id })).statusCode).toBe(403);
  });
});

interface ReadList {
  rows: {
    studentId: number;
    userName: string;
    className: string | null;
    studentReadAt: string | null;
    parentReadAt: string | null;
  }[];
  total: number;
  counts: { students: number; readByStudent: number; readByParent: number };
}

describe('selectStudentReportReadList', () => {
  const readList = async (client: Client, input: object) => {
    const reply = body<ReadList>(await client.post(READ_LIST, input));
    if (!reply.success) throw new Error(`selectStudentReportReadList failed: ${reply.code} ${reply.message}`);
    return reply.data;
  };
  const school = () => ({ taskGroupId: w.groups.second.id, node: { kind: 'school', id: w.schoolA1.id } });

  it("lists a school's students with when they and a parent first opened the report, and counts them", async () => {
    await c.child.post(READ, { taskGroupId: w.groups.second.id });
    await c.parent.post(READ, { taskGroupId: w.groups.second.id, studentId: w.child.id });
    const list = await readList(c.schoolAdmin, school());
    // Class 1: the child, five classmates and the absent student; class 2: five.
    expect(list.counts).toEqual({ students: 12, readByStudent: 1, readByParent: 1 });
    expect(list.total).toBe(12);
    const child = list.rows.find((row) => row.studentId === w.child.id);
    expect(child).toMatchObject({ userName: '王小明', className: '1班' });
    expect(child?.studentReadAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(child?.parentReadAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.stringify(list)).not.toContain('13912345678');
  });

  it('filters by reader, read and keyword and pages, while the counts stay those of the node', async () => {
    const only = async (input: object) => readList(c.schoolAdmin, { ...school(), ...input });
    expect((await only({ reader: 'student', read: true })).rows.map((row) => row.studentId)).toEqual([w.child.id]);
    expect((await only({ reader: 'parent', read: false })).total).toBe(11);
    expect((await only({ read: false })).total).toBe(11);
    const named = await only({ keyword: '王小' });
    expect(named.rows.map((row) => row.studentId)).toEqual([w.child.id]);
    expect(named.counts.students).toBe(12);
    const page = await only({ pageSize: 5, pageIndex: 3 });
    expect([page.rows.length, page.total]).toEqual([2, 12]);
  });

  it('gives a head teacher their class under their scope, and refuses nodes and reports outside it like missing ones', async () => {
    const own = await readList(c.headTeacher, { taskGroupId: w.groups.second.id });
    expect(own.counts.students).toBe(7);
    expect(new Set(own.rows.map((row) => row.className))).toEqual(new Set(['1班']));
    const missing = body(await c.headTeacher.post(READ_LIST, { taskGroupId: 987_654 }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await c.headTeacher.post(READ_LIST, { taskGroupId: w.groups.noReport.id }))).toEqual(missing);
    expect(body(await c.foreignAdmin.post(READ_LIST, school()))).toEqual(missing);
    expect(
      body(await c.class2Teacher.post(READ_LIST, { ...school(), node: { kind: 'class', id: w.class1.id } })),
    ).toEqual(missing);
  });

  it('refuses bad input and families (403)', async () => {
    expect(body(await c.schoolAdmin.post(READ_LIST, { ...school(), reader: 'teacher' }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect((await c.child.post(READ_LIST, school())).statusCode).toBe(403);
  });
});
