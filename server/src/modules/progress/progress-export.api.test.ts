import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type ProgressCounts } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { auditCount } from '../scope/test-support.js';
import { progressDistrict } from './test-district.js';
import { clientOf, detailOf, type Client } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let teacher: Client;

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  [areaAdmin, teacher] = await Promise.all([clientOf(t, d.people.areaAdmin), clientOf(t, d.people.teacher)]);
});

const EXPORT = api.progress.downloadProgressDetails.path;

/** Every row of the first sheet, header first, as the cells' values. */
async function sheetRows(response: { rawPayload: Buffer }): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const countCells = (counts: ProgressCounts) => [
  counts.participants,
  counts.done,
  counts.waived,
  counts.inProgress,
  counts.notStarted,
  counts.notTakingPart,
  Math.round(counts.completionRate * 10_000) / 100,
  counts.timeSpentSeconds,
];

async function lastExportAudit() {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'progress.export'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('downloadProgressDetails', () => {
  it("writes a school's rows of every page and their total, in Chinese by default, and audits it", async () => {
    const before = await auditCount('progress.export');
    const school = { taskGroupId: d.group.id, node: { kind: 'school', id: d.school1.id } };
    const response = await areaAdmin.post(EXPORT, school);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const screen = await detailOf(areaAdmin, school);
    expect(await sheetRows(response)).toEqual([
      ['名称', '参与', '已完成', '已放弃', '进行中', '未开始', '不参与', '完成率(%)', '用时(秒)'],
      ...screen.groups.map((row) => [row.name, ...countCells(row.counts)]),
      ['合计', ...countCells(screen.totals)],
    ]);
    expect(await auditCount('progress.export')).toBe(before + 1);
    expect(await lastExportAudit()).toMatchObject({
      actorUserId: d.people.areaAdmin.id,
      entityType: 'taskGroup',
      entityId: String(d.group.id),
      after: { regionId: d.district.id, regionName: '西湖区', schoolId: d.school1.id, rowKind: 'grade', rowCount: 1 },
    });
  });

  it('writes a class of students in English, names and login names only', async () => {
    const response = await teacher.post(EXPORT, { taskGroupId: d.group.id }, { lang: 'en-US' });
    const rows = await sheetRows(response);
    const screen = await detailOf(teacher, { taskGroupId: d.group.id });
    expect(rows[0]).toEqual([
      'Name',
      'Login name',
      'Class',
      'Status',
      'Participants',
      'Done',
      'Waived',
      'In progress',
      'Not started',
      'Not taking part',
      'Completion rate (%)',
      'Time spent (s)',
      'Submitted at',
    ]);
    expect(rows.slice(1, -1).map((row) => row.slice(0, 4))).toEqual([
      ['学生p01', 'p01', '1班', 'Done'],
      ['学生p02', 'p02', '1班', 'In progress'],
      ['学生p03', 'p03', '1班', 'Not started'],
      ['学生p04', 'p04', '1班', 'Not taking part'],
    ]);
    expect(rows.slice(1, -1).map((row) => row.slice(4, 12))).toEqual(
      screen.students.map((row) => countCells(row.counts)),
    );
    expect(rows.at(-1)).toEqual(['Total', ...Array<undefined>(3), ...countCells(screen.totals)]);
    // The first student has a phone number; nothing of it reaches the file.
    expect(JSON.stringify(rows)).not.toContain('13900001111');
    expect(await lastExportAudit()).toMatchObject({
      actorUserId: d.people.teacher.id,
      after: { schoolId: d.school1.id, schoolName: 'A实验学校', regionId: d.district.id, rowKind: 'student' },
    });
  });

  it('refuses bad input and other scopes like progressDetail, and writes nothing', async () => {
    const before = await auditCount('progress.export');
    const codeOf = async (client: Client, input: object) => body(await client.post(EXPORT, input)).code;
    expect(await codeOf(areaAdmin, { taskGroupId: 987_654 })).toBe(ErrorCode.NotFound);
    expect(await codeOf(areaAdmin, { taskGroupId: d.otherGroup.id })).toBe(ErrorCode.NotFound);
    expect(await codeOf(teacher, { taskGroupId: d.group.id, node: { kind: 'class', id: d.class2.id } })).toBe(
      ErrorCode.NotFound,
    );
    expect(await codeOf(areaAdmin, { taskGroupId: 'abc' })).toBe(ErrorCode.ValidationFailed);
    expect(await auditCount('progress.export')).toBe(before);
  });
});
