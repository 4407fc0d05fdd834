import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type ExportJob } from '@pingjia/contract';
import { auditLog, exportJobs } from '../../db/schema/index.js';
import { createAreaAdmin, createUser, TEST_SHARD } from '../../test/factories.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, detailOf, type Client } from '../progress/test-support.js';
import { auditCount } from '../scope/test-support.js';
import { downloadFile, finishedJob, JOBS, jobCount, readJob, startJob } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let otherAreaAdmin: Client;
let teacher: Client;

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  const other = await createAreaAdmin({ regionId: d.district.id });
  [areaAdmin, otherAreaAdmin, teacher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, other),
    clientOf(t, d.people.teacher),
  ]);
});

const districtProgress = () => ({ kind: 'progressDetails', query: { taskGroupId: d.group.id } });

async function sheetsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.actualRowCount }));
}

/** A job row as another server instance would have left it. */
async function leftBehind(state: { claimedBy: string; heartbeatAgoSeconds: number; attempts: number }) {
  const [job] = await testDb()
    .insert(exportJobs)
    .values({
      ownerUserId: d.people.areaAdmin.id,
      roleId: RoleCode.areaAdmin,
      provinceShardId: TEST_SHARD,
      kind: 'completionStatus',
      query: { taskGroupId: d.group.id },
      locale: 'zh-CN',
      scopeName: d.district.name,
      state: 'running',
      claimedBy: state.claimedBy,
      heartbeatAt: sql`now() - make_interval(secs => ${state.heartbeatAgoSeconds})`,
      attempts: state.attempts,
    })
    .returning();
  if (!job) throw new Error('job not inserted');
  return job;
}

describe('startExportJob and getExportJob', () => {
  let job: ExportJob;

  it("makes a district's progress in the background, audited when it starts, and reports its rows", async () => {
    const before = await auditCount('progress.export');
    const started = await startJob(areaAdmin, districtProgress());
    expect(started).toMatchObject({ kind: 'progressDetails', scopeName: '西湖区', fileName: null, failure: null });
    expect(['queued', 'running', 'done']).toContain(started.state);
    expect(await auditCount('progress.export')).toBe(before + 1);
    const [audit] = await testDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'progress.export'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorUserId: d.people.areaAdmin.id,
      entityId: String(d.group.id),
      after: {
        delivery: 'job',
        jobId: started.jobId,
        regionId: d.district.id,
        regionName: '西湖区',
        rowKind: 'school',
      },
    });

    job = await finishedJob(areaAdmin, started.jobId);
    const screen = await detailOf(areaAdmin, { taskGroupId: d.group.id });
    // The screen's schools and their total line, then one row per active student of the classes taking part.
    const students = 9;
    expect(job).toMatchObject({ state: 'done', doneRows: screen.groups.length + 1 + students, failure: null });
    expect(job.totalRows).toBe(job.doneRows);
    expect(job.fileName).toMatch(/\.xlsx$/);
    expect(job.downloadName).toBe('进度明细.xlsx');
    expect(job.finishedAt).not.toBeNull();
  });

  it("lets the owner download the file, a real workbook with the screen's sheet and the students'", async () => {
    const response = await downloadFile(t, areaAdmin, job.fileName ?? '');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('进度明细.xlsx'));
    expect(await sheetsOf(response.rawPayload)).toEqual([
      { name: '进度', rows: 4 },
      { name: '学生', rows: 10 },
    ]);
  });

  it('answers another user asking for the job or its file exactly like a missing one', async () => {
    const foreign = await readJob(otherAreaAdmin, job.jobId);
    const missing = await readJob(areaAdmin, randomUUID());
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect([foreign.code, foreign.message, foreign.data]).toEqual([missing.code, missing.message, missing.data]);

    const foreignFile = body(await downloadFile(t, otherAreaAdmin, job.fileName ?? ''));
    const missingFile = body(await downloadFile(t, otherAreaAdmin, '2026/01/nothing-here.xlsx'));
    expect(foreignFile).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreignFile.message).toBe(missingFile.message);
  });

  it('shows the latest job of the same export again, to its owner only', async () => {
    const latest = body<ExportJob | null>(await areaAdmin.post(JOBS.latestExportJob.path, districtProgress()));
    expect(latest.data).toMatchObject({ jobId: job.jobId, state: 'done', fileName: job.fileName });
    const theirs = body<ExportJob | null>(await otherAreaAdmin.post(JOBS.latestExportJob.path, districtProgress()));
    expect(theirs).toMatchObject({ success: true, data: null });
  });

  it("makes the summary's completion status and finish rates of the district too, in English", async () => {
    for (const kind of ['completionStatus', 'finishRate'] as const) {
      const started = await startJob(areaAdmin, { kind, query: { taskGroupId: d.group.id } });
      const done = await finishedJob(areaAdmin, started.jobId);
      expect(done).toMatchObject({ kind, state: 'done' });
      expect((await readJob(areaAdmin, started.jobId)).data.fileName).toBe(done.fileName);
    }
    const english = await areaAdmin.post(
      JOBS.startExportJob.path,
      { kind: 'finishRate', query: { taskGroupId: d.group.id, activityId: d.a1.id } },
      { lang: 'en-US' },
    );
    const done = await finishedJob(areaAdmin, body<ExportJob>(english).data.jobId);
    const file = await downloadFile(t, areaAdmin, done.fileName ?? '');
    expect(file.headers['content-disposition']).toContain('Completion%20rates.xlsx');
  });
});

describe('who may start a job, and what', () => {
  it('refuses a role without readProgress, and a caller without a session, writing nothing', async () => {
    const service = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    const before = await jobCount();
    expect((await (await clientOf(t, service)).post(JOBS.startExportJob.path, districtProgress())).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: JOBS.startExportJob.path, payload: districtProgress() })).statusCode,
    ).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  it("sends a school's or class's export to the direct download, and a district's to the job", async () => {
    const before = { jobs: await jobCount(), audits: await auditCount('progress.export') };
    const asClass = body(await teacher.post(JOBS.startExportJob.path, districtProgress()));
    expect(asClass).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(asClass.message).toContain('直接下载');
    const school = {
      kind: 'progressDetails',
      query: { taskGroupId: d.group.id, node: { kind: 'school', id: d.school1.id } },
    };
    expect(body(await areaAdmin.post(JOBS.startExportJob.path, school)).code).toBe(ErrorCode.NotAllowed);

    const direct = body(await areaAdmin.post(api.progress.downloadProgressDetails.path, { taskGroupId: d.group.id }));
    expect(direct).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(direct.message).toContain('后台');
    const summary = body(
      await areaAdmin.post(api.assessment.exportEvaluationCompletionStatus.path, { taskGroupId: d.group.id }),
    );
    expect(summary.code).toBe(ErrorCode.NotAllowed);
    expect(await jobCount()).toBe(before.jobs);
    expect(await auditCount('progress.export')).toBe(before.audits);
  });

  it('answers bad input with the contract failure and writes nothing', async () => {
    const before = { jobs: await jobCount(), audits: await auditCount('progress.export') };
    const codeOf = async (input: object) => body(await areaAdmin.post(JOBS.startExportJob.path, input)).code;
    expect(await codeOf({ kind: 'everything', query: { taskGroupId: d.group.id } })).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf({ kind: 'progressDetails', query: { taskGroupId: 'abc' } })).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf({ kind: 'finishRate' })).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf({ kind: 'progressDetails', query: { taskGroupId: 987_654 } })).toBe(ErrorCode.NotFound);
    expect(await codeOf({ kind: 'progressDetails', query: { taskGroupId: d.otherGroup.id } })).toBe(ErrorCode.NotFound);
    const otherDistrict = { taskGroupId: d.group.id, node: { kind: 'region', id: d.otherDistrict.id } };
    expect(await codeOf({ kind: 'progressDetails', query: otherDistrict })).toBe(ErrorCode.NotFound);
    expect(body(await areaAdmin.get(JOBS.getExportJob.path, { jobId: 'not-a-job' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(await jobCount()).toBe(before.jobs);
    expect(await auditCount('progress.export')).toBe(before.audits);
  });

  it('answers the unfinished job of the same export instead of starting it twice, and at most three at once', async () => {
    // Jobs another live server is running: this one leaves them alone.
    const busy = await Promise.all(
      [1, 2, 3].map(() => leftBehind({ claimedBy: 'elsewhere', heartbeatAgoSeconds: 0, attempts: 1 })),
    );
    const again = await startJob(areaAdmin, { kind: 'completionStatus', query: { taskGroupId: d.group.id } });
    expect(busy.map((job) => job.id)).toContain(again.jobId);
    const before = await jobCount();
    const fourth = body(await areaAdmin.post(JOBS.startExportJob.path, districtProgress()));
    expect(fourth).toMatchObject({ success: false, code: ErrorCode.RateLimited });
    expect(await jobCount()).toBe(before);
    await testDb().delete(exportJobs).where(eq(exportJobs.claimedBy, 'elsewhere'));
  });
});

describe('when a job runs', () => {
  it("reads the owner's scope again: a region out of it ends the job like a missing one", async () => {
    const [queued] = await testDb()
      .insert(exportJobs)
      .values({
        ownerUserId: d.people.areaAdmin.id,
        roleId: RoleCode.areaAdmin,
        provinceShardId: TEST_SHARD,
        kind: 'progressDetails',
        query: { taskGroupId: d.group.id, userType: 1, node: { kind: 'region', id: d.otherDistrict.id } },
        locale: 'zh-CN',
        scopeName: d.otherDistrict.name,
      })
      .returning();
    const failed = await finishedJob(areaAdmin, queued?.id ?? '');
    expect(failed).toMatchObject({ state: 'failed', fileName: null, failure: '导出的范围已不在你的权限内' });
  });
});

describe('a restart', () => {
  it('picks up a job a dead server left running, and finishes it', async () => {
    const orphan = await leftBehind({ claimedBy: 'dead-server', heartbeatAgoSeconds: 600, attempts: 1 });
    const done = await finishedJob(areaAdmin, orphan.id);
    expect(done).toMatchObject({ state: 'done', failure: null });
    const [row] = await testDb().select().from(exportJobs).where(eq(exportJobs.id, orphan.id));
    expect(row).toMatchObject({ attempts: 2, claimedBy: null });
  });

  it('fails a job that kept losing its server, and a new start makes the export', async () => {
    const orphan = await leftBehind({ claimedBy: 'dead-server', heartbeatAgoSeconds: 600, attempts: 3 });
    const failed = await finishedJob(areaAdmin, orphan.id);
    expect(failed).toMatchObject({ state: 'failed', fileName: null, failure: '导出时服务器多次中断，请重新导出' });
    const retried = await finishedJob(
      areaAdmin,
      (await startJob(areaAdmin, { kind: 'completionStatus', query: { taskGroupId: d.group.id } })).jobId,
    );
    expect(retried).toMatchObject({ state: 'done' });
    expect(retried.jobId).not.toBe(orphan.id);
  });
});
