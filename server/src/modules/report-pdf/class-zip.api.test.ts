import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type ExportJob, type StudentMark } from '@pingjia/contract';
import { createClass } from '../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { finishedJob, JOBS, jobCount, startJob } from '../export-jobs/test-support.js';
import { auditCount } from '../scope/test-support.js';
import { clientsOf, reportWorld, type Client, type ReportWorld } from '../student-reports/test-support.js';
import { linkDownload } from './test-links.js';
import { readPdf, squeezed, zipEntries } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
});

const zipOfClass = (classId: number) => ({
  kind: 'classReportPdfs',
  query: { taskGroupId: w.groups.second.id, classId },
});

/** Polls the job as the page does until it stops (expect.poll only runs inside a test). */
async function stoppedJob(client: Client, jobId: string): Promise<ExportJob> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const job = body<ExportJob>(await client.get(JOBS.getExportJob.path, { jobId })).data;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not stop within 30 s');
}

/** The class's students as the stuReport page lists them. */
async function markList(client: Client, classId: number): Promise<StudentMark[]> {
  const reply = body<{ rows: StudentMark[] }>(
    await client.post(api.report.selectStudentReportMarkList.path, {
      taskGroupId: w.groups.second.id,
      classId,
      pageSize: 100,
    }),
  );
  return reply.data.rows;
}

describe('the zip of a class’s student report PDFs (startExportJob classReportPdfs)', () => {
  let job: ExportJob;

  beforeAll(async () => {
    const audits = await auditCount('report.export');
    job = await stoppedJob(c.headTeacher, (await startJob(c.headTeacher, zipOfClass(w.class1.id))).jobId);
    expect(await auditCount('report.export')).toBe(audits + 1);
  });

  it('runs in the background to the end, counting students as its progress', async () => {
    const students = await markList(c.headTeacher, w.class1.id);
    expect(students).toHaveLength(7);
    expect(job).toMatchObject({
      kind: 'classReportPdfs',
      state: 'done',
      scopeName: '七年级1班',
      totalRows: students.length,
      doneRows: students.length,
      failure: null,
    });
    expect(job.downloadName).toBe('七年级1班-2025春季综合评价-学生报告.zip');
  });

  it('holds one PDF per student of the class, named by name and account, each with that student in it', async () => {
    const response = await linkDownload(t, c.headTeacher, 'downloadZipFile', job.fileName ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = zipEntries(response.rawPayload);
    const students = await markList(c.headTeacher, w.class1.id);
    expect(entries.map((entry) => entry.name)).toEqual(
      students.map((student) => `${student.userName}-${student.loginName}.pdf`),
    );
    for (const [index, entry] of entries.entries()) {
      const student = students[index];
      const read = readPdf(entry.bytes);
      expect(squeezed(read.text)).toContain(`学生：${student?.userName ?? ''}`);
      expect(read.pages).toBe(student?.taken ? 2 : 1);
    }
    const absent = entries.find((entry) => entry.name.startsWith('缺考生-'));
    expect(squeezed(readPdf(absent?.bytes ?? Buffer.alloc(0)).text)).toContain('缺考生还没有参加这次评价');
  });

  it('is its starter’s file alone: another teacher’s link reads like a missing file', async () => {
    const theirs = body(await linkDownload(t, c.class2Teacher, 'downloadZipFile', job.fileName ?? ''));
    const missing = body(await linkDownload(t, c.class2Teacher, 'downloadZipFile', '2026/01/nothing-here.zip'));
    expect(theirs).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(theirs.message).toBe(missing.message);
  });

  it('is made in the language it was started in', async () => {
    const started = body<ExportJob>(
      await c.schoolAdmin.post(JOBS.startExportJob.path, zipOfClass(w.class1.id), { lang: 'en-US' }),
    );
    const done = await finishedJob(c.schoolAdmin, started.data.jobId);
    expect(done.downloadName).toBe('七年级1班-2025春季综合评价-student-reports.zip');
    const [first] = zipEntries(
      (await linkDownload(t, c.schoolAdmin, 'downloadZipFile', done.fileName ?? '')).rawPayload,
    );
    expect(readPdf(first?.bytes ?? Buffer.alloc(0)).text).toContain('Student evaluation report');
  });
});

describe('who may zip which class', () => {
  it('refuses a student and a caller without a session, writing nothing', async () => {
    const before = await jobCount();
    expect((await c.child.post(JOBS.startExportJob.path, zipOfClass(w.class1.id))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: JOBS.startExportJob.path,
      payload: zipOfClass(w.class1.id),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  it('answers a class or report out of scope exactly like a missing one, writing nothing', async () => {
    const before = { jobs: await jobCount(), audits: await auditCount('report.export') };
    const replyOf = async (client: Client, input: object) => body(await client.post(JOBS.startExportJob.path, input));
    const missing = await replyOf(c.headTeacher, zipOfClass(987_654));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const refusals = [
      await replyOf(c.class2Teacher, zipOfClass(w.class1.id)),
      await replyOf(c.foreignAdmin, zipOfClass(w.class1.id)),
      await replyOf(c.headTeacher, zipOfClass(w.classA2.id)),
      await replyOf(c.headTeacher, { kind: 'classReportPdfs', query: { taskGroupId: 987_654, classId: w.class1.id } }),
    ];
    for (const refusal of refusals) expect([refusal.code, refusal.message]).toEqual([missing.code, missing.message]);
    expect(await jobCount()).toBe(before.jobs);
    expect(await auditCount('report.export')).toBe(before.audits);
  });

  it('refuses a class without students in the report, and bad input, writing nothing', async () => {
    const before = await jobCount();
    const empty = await createClass({ schoolId: w.schoolA1.id, name: '9班' });
    const none = body(await c.schoolAdmin.post(JOBS.startExportJob.path, zipOfClass(empty.id)));
    expect(none).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(none.message).toContain('没有学生');
    const codeOf = async (input: object) => body(await c.headTeacher.post(JOBS.startExportJob.path, input)).code;
    expect(await codeOf({ kind: 'classReportPdfs', query: { taskGroupId: w.groups.second.id } })).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(await codeOf({ kind: 'classReportPdfs', query: { taskGroupId: 'abc', classId: w.class1.id } })).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(await jobCount()).toBe(before);
  });
});
