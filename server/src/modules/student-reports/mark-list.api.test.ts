import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type StudentMark } from '@pingjia/contract';
import { users } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createStudent } from '../../test/factories.js';
import {
  clientsOf,
  overallOf,
  reportWorld,
  scoreStudent,
  SECOND_SHEET,
  type Client,
  type ReportWorld,
} from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const PATH = api.report.selectStudentReportMarkList.path;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
});

async function marksOf(client: Client, input: object) {
  const reply = body<{ rows: StudentMark[]; total: number }>(await client.post(PATH, input));
  if (!reply.success) throw new Error(`selectStudentReportMarkList failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

const class1 = () => ({ taskGroupId: w.groups.second.id, classId: w.class1.id });

describe('selectStudentReportMarkList', () => {
  it("lists a class's students in name order with their overall mark, the absent one as not taken", async () => {
    const { rows, total } = await marksOf(c.headTeacher, class1());
    expect(total).toBe(7);
    expect(rows.map((row) => row.userName)).toEqual([
      '同学1号',
      '同学2号',
      '同学3号',
      '同学4号',
      '同学5号',
      '王小明',
      '缺考生',
    ]);
    expect(rows.find((row) => row.studentId === w.child.id)).toEqual({
      studentId: w.child.id,
      userName: '王小明',
      loginName: w.child.loginName,
      className: '1班',
      taken: true,
      overall: overallOf(SECOND_SHEET),
      level: 3,
    });
    expect(rows.find((row) => row.studentId === w.absent.id)).toMatchObject({
      taken: false,
      overall: null,
      level: null,
    });
    expect(JSON.stringify(rows)).not.toContain('13912345678');
  });

  it('filters by taken and keyword, and pages', async () => {
    const only = (input: object) => marksOf(c.schoolAdmin, { ...class1(), ...input });
    expect((await only({ taken: false })).rows.map((row) => row.studentId)).toEqual([w.absent.id]);
    expect((await only({ taken: true })).total).toBe(6);
    expect((await only({ keyword: '同学' })).total).toBe(5);
    expect((await only({ keyword: w.child.loginName })).rows.map((row) => row.studentId)).toEqual([w.child.id]);
    const page = await only({ pageSize: 3, pageIndex: 3 });
    expect([page.rows.map((row) => row.userName), page.total]).toEqual([['缺考生'], 7]);
  });

  it('lists a student who moved in the class they answered in, not in their new one', async () => {
    const mover = await createStudent({ classId: w.class1.id, userName: '转班生' });
    await scoreStudent(mover.id, w.groups.second, SECOND_SHEET);
    await testDb().update(users).set({ classId: w.class2.id }).where(eq(users.id, mover.id));
    const ids = async (classId: number) =>
      (await marksOf(c.schoolAdmin, { taskGroupId: w.groups.second.id, classId })).rows.map((row) => row.studentId);
    expect(await ids(w.class1.id)).toContain(mover.id);
    expect(await ids(w.class2.id)).not.toContain(mover.id);
  });

  it('answers a class or report outside the scope like a missing one', async () => {
    const missing = body(await c.headTeacher.post(PATH, { ...class1(), classId: 987_654 }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await c.class2Teacher.post(PATH, class1()))).toEqual(missing);
    expect(body(await c.foreignAdmin.post(PATH, class1()))).toEqual(missing);
    expect(body(await c.headTeacher.post(PATH, { ...class1(), taskGroupId: 987_654 }))).toEqual(missing);
    expect(body(await c.headTeacher.post(PATH, { ...class1(), taskGroupId: w.groups.noReport.id }))).toEqual(missing);
  });

  it('refuses bad input and families (403)', async () => {
    expect(body(await c.headTeacher.post(PATH, { ...class1(), classId: 'x' }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect(body(await c.headTeacher.post(PATH, { ...class1(), pageSize: 500 }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect((await c.child.post(PATH, class1())).statusCode).toBe(403);
    expect((await c.parent.post(PATH, class1())).statusCode).toBe(403);
  });
});
