import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { dictionaries, files, resultResets } from '../../db/schema/index.js';
import { DICTIONARY_ROWS } from '../../seed/dictionaries.js';
import { createStudent, TEST_SHARD } from '../../test/factories.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { auditCount } from '../scope/test-support.js';
import {
  clientOf,
  clientsOf,
  reportWorld,
  scoreStudent,
  SECOND_SHEET,
  type Client,
  type ReportWorld,
} from '../student-reports/test-support.js';
import { linkDownload } from './test-links.js';
import { ASPECT_NAMES, readPdf, squeezed } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
let allAspects: Client;
let allAspectsId: number;
const PATH = api.report.createStudentReportFile.path;

/** Scores in all five aspects and an indicator of each. */
const FULL_SHEET = { '1': 82, '10': 88, '2': 74, '20': 71, '3': 90, '30': 93, '4': 65, '40': 62, '5': 58, '50': 55 };

beforeAll(async () => {
  // The real clock: a stored PDF is compared with the database's time of the last change.
  t = await buildTestApp({ clock: () => new Date() });
  w = await reportWorld();
  c = await clientsOf(t, w);
  const student = await createStudent({ classId: w.class1.id, userName: '林小雨' });
  await scoreStudent(student.id, w.groups.second, FULL_SHEET);
  allAspects = await clientOf(t, student);
  allAspectsId = student.id;
  // The report year's and batch's names, as the platform seeds them.
  const names = DICTIONARY_ROWS.filter((row) => ['reportYear', 'evaluationBatch'].includes(row.dictType));
  await testDb()
    .insert(dictionaries)
    .values(names.map(({ id: _id, ...row }) => row));
});

interface MadeFile {
  fileName: string;
  downloadName: string;
}

const replyOf = async (client: Client, input: object, query?: Record<string, string>) =>
  body<MadeFile>(await client.post(PATH, input, query));

async function made(client: Client, input: object, query?: Record<string, string>): Promise<MadeFile> {
  const reply = await replyOf(client, input, query);
  if (!reply.success) throw new Error(`createStudentReportFile failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

async function pdfOf(client: Client, fileName: string) {
  const response = await linkDownload(t, client, 'getReportFile', fileName);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { response, read: readPdf(response.rawPayload) };
}

/** A reset's record, as the recovery page writes it with the scores it removes. */
async function resetOf(studentId: number) {
  await testDb().insert(resultResets).values({
    studentId,
    activityId: w.groups.second.activityId,
    taskGroupId: w.groups.second.id,
    reason: '重新作答',
    actorUserId: w.people.headTeacher.id,
    schoolId: w.schoolA1.id,
    provinceShardId: TEST_SHARD,
    createdAt: new Date(),
  });
}

const fileCount = async () => (await testDb().select({ n: count() }).from(files))[0]?.n ?? 0;

describe('createStudentReportFile and getReportFile', () => {
  it('needs a session, and a role that reads student reports', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: PATH, payload: { taskGroupId: w.groups.second.id } });
    expect(anonymous.statusCode).toBe(401);
    const service = await c.customerService.post(PATH, { taskGroupId: w.groups.second.id, studentId: w.child.id });
    expect(service.statusCode).toBe(403);
  });

  it('gives a student their own report as a PDF with their name and the five aspects, fetched by link', async () => {
    const file = await made(allAspects, { taskGroupId: w.groups.second.id });
    expect(file.downloadName).toMatch(/^林小雨-2025春季综合评价-学生报告-\d+-\d+\.pdf$/);
    const { response, read } = await pdfOf(allAspects, file.fileName);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(file.downloadName));
    const text = squeezed(read.text);
    expect(text).toContain('林小雨');
    for (const name of ASPECT_NAMES) expect(text).toContain(name);
    expect(text).toContain('2025-2026学年');
    expect(text).toContain('第二批次（春季学期）');
    expect(text).toContain('西湖第一中学');
    expect(read.pages).toBe(2);
    expect(await auditCount('report.pdf')).toBeGreaterThan(0);
  });

  it('hands the same file out again until a figure of the district changes or the student is reset', async () => {
    const input = { taskGroupId: w.groups.second.id };
    const first = await made(allAspects, input);
    expect((await made(allAspects, input)).fileName).toBe(first.fileName);

    // A classmate answers late: the class average moves, so the PDF is drawn again.
    const late = await createStudent({ classId: w.class1.id, userName: '迟到生' });
    await scoreStudent(late.id, w.groups.second, SECOND_SHEET);
    const afterAnswer = await made(allAspects, input);
    expect(afterAnswer.fileName).not.toBe(first.fileName);
    expect((await made(allAspects, input)).fileName).toBe(afterAnswer.fileName);

    // Another student's reset is not this report's change; a reset of the student's own is.
    await resetOf(late.id);
    expect((await made(allAspects, input)).fileName).toBe(afterAnswer.fileName);
    await resetOf(allAspectsId);
    expect((await made(allAspects, input)).fileName).not.toBe(afterAnswer.fileName);
  });

  it("gives a parent their child's report, in English when asked", async () => {
    const file = await made(c.parent, { taskGroupId: w.groups.second.id, studentId: w.child.id }, { lang: 'en-US' });
    expect(file.downloadName).toMatch(/^王小明-2025春季综合评价-student-report-\d+-\d+\.pdf$/);
    const { read } = await pdfOf(c.parent, file.fileName);
    for (const words of ['Student evaluation report', 'Aspects in detail', 'What to work on', 'Page 1 of 2']) {
      expect(read.text).toContain(words);
    }
    expect(read.text).toContain('王小明');
    expect(read.pages).toBe(2);
  });

  it("answers another child's, an unpublished or a missing report exactly like a missing one, writing nothing", async () => {
    const before = await fileCount();
    const missing = await replyOf(c.child, { taskGroupId: 987_654 });
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const refusals = [
      await replyOf(c.otherParent, { taskGroupId: w.groups.first.id, studentId: w.child.id }),
      await replyOf(c.child, { taskGroupId: w.groups.first.id, studentId: w.foreignChild.id }),
      await replyOf(c.child, { taskGroupId: w.groups.draft.id }),
      await replyOf(c.parent, { taskGroupId: w.groups.draft.id, studentId: w.child.id }),
      await replyOf(c.foreignAdmin, { taskGroupId: w.groups.second.id, studentId: w.child.id }),
      await replyOf(c.class2Teacher, { taskGroupId: w.groups.second.id, studentId: w.child.id }),
    ];
    for (const refusal of refusals) {
      expect([refusal.success, refusal.code, refusal.message, refusal.data]).toEqual([
        false,
        missing.code,
        missing.message,
        missing.data,
      ]);
    }
    expect(await fileCount()).toBe(before);
  });

  it('gives staff in scope a preview before release, as their own file the student cannot fetch', async () => {
    const file = await made(c.headTeacher, { taskGroupId: w.groups.draft.id, studentId: w.child.id });
    const { read } = await pdfOf(c.headTeacher, file.fileName);
    expect(squeezed(read.text)).toContain('预览：尚未发布，学生和家长还看不到');
    const fetched = body(await linkDownload(t, c.child, 'getReportFile', file.fileName));
    const nothing = body(await linkDownload(t, c.child, 'getReportFile', '2026/01/nothing-here.pdf'));
    expect(fetched).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(fetched.message).toBe(nothing.message);
  });

  it('says "not taken", never zero, for a student without answers', async () => {
    const file = await made(c.headTeacher, { taskGroupId: w.groups.second.id, studentId: w.absent.id });
    const { read } = await pdfOf(c.headTeacher, file.fileName);
    expect(squeezed(read.text)).toContain('缺考生还没有参加这次评价，所以没有分数。');
    expect(read.pages).toBe(1);
  });

  it('answers bad input with the contract failure and writes nothing', async () => {
    const before = await fileCount();
    const codeOf = async (input: object) => (await replyOf(c.headTeacher, input)).code;
    expect(await codeOf({})).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf({ taskGroupId: 'abc', studentId: w.child.id })).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf({ taskGroupId: w.groups.second.id, studentId: -1 })).toBe(ErrorCode.ValidationFailed);
    expect(await fileCount()).toBe(before);
    expect((await testDb().select().from(files).where(eq(files.setName, 'nothing'))).length).toBe(0);
  });
});
