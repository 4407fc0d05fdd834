import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ProgressCounts } from '@pingjia/contract';
import { createStudent } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { dataOf } from '../assessment/test-support.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, detailOf, type Client } from '../progress/test-support.js';
import { downloadFile, finishedJob, startJob } from './test-support.js';

// Every export read back by a second, independent reader (Debian's openpyxl, through
// server/src/test/read-workbook.py), its row counts and totals checked against the API's figures.

const here = path.dirname(fileURLToPath(import.meta.url));
const ENSURE = path.resolve(here, '../../../../scripts/ensure-openpyxl.mjs');
const READER = path.resolve(here, '../../test/read-workbook.py');
const TOTAL = '合计';

interface SheetRead {
  name: string;
  header: string[];
  rowCount: number;
  sums: Record<string, number>;
  totals: unknown[][];
  longDigits: string[];
}

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let python: string;
let folder: string;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;
const a = api.assessment;

beforeAll(async () => {
  python = execFileSync(process.execPath, [ENSURE], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  folder = await mkdtemp(path.join(tmpdir(), 'pingjia-exports-'));
  t = await buildTestApp();
  d = await progressDistrict();
  // Someone with a phone and an identity number in the teacher's class: neither may reach a file.
  await createStudent({
    loginName: 'p13',
    userName: '学生p13',
    classId: d.class1.id,
    phone: '13800002222',
    idCard: '330106200801011234',
  });
  [areaAdmin, schoolAdmin, teacher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, d.people.schoolAdmin),
    clientOf(t, d.people.teacher),
  ]);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let files = 0;
async function readBack(bytes: Buffer): Promise<SheetRead[]> {
  files += 1;
  const file = path.join(folder, `export-${files}.xlsx`);
  await writeFile(file, bytes);
  const read = JSON.parse(execFileSync(python, [READER, file, TOTAL], { encoding: 'utf8' })) as { sheets: SheetRead[] };
  for (const sheet of read.sheets) {
    expect(sheet.longDigits, `${sheet.name}: a phone or identity number`).toEqual([]);
    expect(sheet.header.join(' ')).not.toMatch(/手机|电话|身份证|证件/);
  }
  return read.sheets;
}

async function direct(client: Client, route: { path: string }, input: object) {
  const response = await client.post(route.path, input);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return readBack(response.rawPayload);
}

async function viaJob(request: object) {
  const job = await finishedJob(areaAdmin, (await startJob(areaAdmin, request)).jobId);
  expect(job.state).toBe('done');
  const sheets = await readBack((await downloadFile(t, areaAdmin, job.fileName ?? '')).rawPayload);
  return { job, sheets };
}

const percent = (rate: number) => Math.round(rate * 10_000) / 100;

/** The count columns as the workbooks head them (zh-CN), with the figure each holds. */
const countColumns = (counts: ProgressCounts) => ({
  参与: counts.participants,
  已完成: counts.done,
  已放弃: counts.waived,
  进行中: counts.inProgress,
  未开始: counts.notStarted,
  不参与: counts.notTakingPart,
  '用时(秒)': counts.timeSpentSeconds,
});

const totalLine = (counts: ProgressCounts) => [
  counts.participants,
  counts.done,
  counts.waived,
  counts.inProgress,
  counts.notStarted,
  counts.notTakingPart,
  percent(counts.completionRate),
  counts.timeSpentSeconds,
];

const only = (sheets: SheetRead[]) => {
  expect(sheets).toHaveLength(1);
  return sheets[0] as SheetRead;
};

describe('progress exports, read back with openpyxl', () => {
  it("a class's students: one row each, their sums and the total line are the screen's", async () => {
    const screen = await detailOf(teacher, { taskGroupId: d.group.id });
    const sheet = only(await direct(teacher, api.progress.downloadProgressDetails, { taskGroupId: d.group.id }));
    expect(sheet).toMatchObject({ name: '进度', rowCount: screen.students.length, sums: countColumns(screen.totals) });
    expect(screen.students.map((row) => row.loginName)).toContain('p13');
    expect(sheet.totals.map((row) => row.slice(4, 12))).toEqual([totalLine(screen.totals)]);
  });

  it("a school's grades", async () => {
    const screen = await detailOf(schoolAdmin, { taskGroupId: d.group.id });
    const sheet = only(await direct(schoolAdmin, api.progress.downloadProgressDetails, { taskGroupId: d.group.id }));
    expect(sheet).toMatchObject({ rowCount: screen.groups.length, sums: countColumns(screen.totals) });
    expect(sheet.totals.map((row) => row.slice(1))).toEqual([totalLine(screen.totals)]);
  });

  it("a district's, made by a job: the schools as on screen, then every student of the district", async () => {
    const screen = await detailOf(areaAdmin, { taskGroupId: d.group.id });
    const figures = await dataOf(areaAdmin, a.findStatisticalDetails, { taskGroupId: d.group.id });
    const { job, sheets } = await viaJob({ kind: 'progressDetails', query: { taskGroupId: d.group.id } });
    const [schools, students] = sheets as [SheetRead, SheetRead];
    expect(schools).toMatchObject({ name: '进度', rowCount: screen.groups.length, sums: countColumns(screen.totals) });
    expect(schools.totals.map((row) => row.slice(1))).toEqual([totalLine(screen.totals)]);
    // Each student's pairs add up to the district's.
    expect(students).toMatchObject({
      name: '学生',
      rowCount: figures.students + figures.studentsNotTakingPart,
      sums: countColumns(screen.totals),
    });
    expect(students.header.slice(0, 4)).toEqual(['学校', '年级', '姓名', '账号']);
    expect(job.doneRows).toBe(schools.rowCount + schools.totals.length + students.rowCount);
  });
});

describe('summary exports, read back with openpyxl', () => {
  it("a class's students (exportClassDetails)", async () => {
    const list = await dataOf(teacher, a.userList, { taskGroupId: d.group.id, pageSize: 100 });
    const status = await dataOf(teacher, a.completionStatus, { taskGroupId: d.group.id });
    const sheet = only(await direct(teacher, a.exportClassDetails, { taskGroupId: d.group.id }));
    expect(sheet).toMatchObject({ rowCount: list.total, sums: countColumns(status.counts) });
    expect(sheet.totals.map((row) => row.slice(4, 12))).toEqual([totalLine(status.counts)]);
  });

  it("a grade's classes (exportGradeDetails)", async () => {
    const query = { taskGroupId: d.group.id, node: { kind: 'grade', id: d.class1.gradeId } };
    const rates = await dataOf(areaAdmin, a.queryCompletionRate, query);
    const status = await dataOf(areaAdmin, a.completionStatus, query);
    const sheet = only(await direct(areaAdmin, a.exportGradeDetails, query));
    expect(sheet).toMatchObject({ rowCount: rates.rows.length, sums: countColumns(status.counts) });
    expect(sheet.totals.map((row) => row.slice(1, 9))).toEqual([totalLine(status.counts)]);
  });

  it('the activities of a school, directly, and of the district, by a job (completion status)', async () => {
    const school = { taskGroupId: d.group.id, node: { kind: 'school', id: d.school1.id } };
    const district = { taskGroupId: d.group.id };
    for (const [query, sheets] of [
      [school, await direct(areaAdmin, a.exportEvaluationCompletionStatus, school)],
      [district, (await viaJob({ kind: 'completionStatus', query: district })).sheets],
    ] as const) {
      const details = await dataOf(areaAdmin, a.completionDetails, query);
      const status = await dataOf(areaAdmin, a.completionStatus, query);
      const sheet = only(sheets);
      expect(sheet).toMatchObject({
        name: '完成情况',
        rowCount: details.activities.length,
        sums: countColumns(status.counts),
      });
      expect(sheet.totals.map((row) => row.slice(1))).toEqual([totalLine(status.counts)]);
    }
  });

  it('the rates of each unit by activity, of a school directly and of the district by a job (finish rates)', async () => {
    const school = { taskGroupId: d.group.id, node: { kind: 'school', id: d.school1.id } };
    const district = { taskGroupId: d.group.id };
    for (const [query, sheets] of [
      [school, await direct(areaAdmin, a.exportFinishRateDetails, school)],
      [district, (await viaJob({ kind: 'finishRate', query: district })).sheets],
    ] as const) {
      const matrix = await dataOf(areaAdmin, a.finishRateDetails, query);
      const sheet = only(sheets);
      expect(sheet).toMatchObject({ name: '完成率明细', rowCount: matrix.rows.length });
      expect(sheet.totals).toEqual([
        [
          TOTAL,
          ...matrix.total.byActivity.map((rate) => percent(rate.completionRate)),
          percent(matrix.total.overall.completionRate),
        ],
      ]);
    }
  });
});
