import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type ApiRoute, type ProgressCounts } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, type Client } from '../progress/test-support.js';
import { auditCount } from '../scope/test-support.js';
import { dataOf } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let teacher: Client;

const a = api.assessment;

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  [areaAdmin, teacher] = await Promise.all([clientOf(t, d.people.areaAdmin), clientOf(t, d.people.teacher)]);
});

/** Every row of the first sheet, header first, read back with a reader of its own. */
async function sheetRows(response: { rawPayload: Buffer; headers: Record<string, unknown> }): Promise<unknown[][]> {
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const percent = (rate: number) => Math.round(rate * 10_000) / 100;
const countCells = (counts: ProgressCounts) => [
  counts.participants,
  counts.done,
  counts.waived,
  counts.inProgress,
  counts.notStarted,
  counts.notTakingPart,
  percent(counts.completionRate),
  counts.timeSpentSeconds,
];

async function lastAudit() {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'assessment.export'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const grade = () => ({ kind: 'grade' as const, id: d.class1.gradeId });

describe('exportEvaluationCompletionStatus', () => {
  it('writes completionDetails activity by activity and completionStatus as the total, and audits it', async () => {
    const before = await auditCount('assessment.export');
    const query = { taskGroupId: d.group.id, node: { kind: 'school' as const, id: d.school1.id } };
    const rows = await sheetRows(await areaAdmin.post(a.exportEvaluationCompletionStatus.path, query));
    const details = await dataOf(areaAdmin, a.completionDetails, query);
    const status = await dataOf(areaAdmin, a.completionStatus, query);
    expect(rows).toEqual([
      ['活动', '参与', '已完成', '已放弃', '进行中', '未开始', '不参与', '完成率(%)', '用时(秒)'],
      ...details.activities.map((activity) => [activity.activityName, ...countCells(activity.counts)]),
      ['合计', ...countCells(status.counts)],
    ]);
    expect(await auditCount('assessment.export')).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorUserId: d.people.areaAdmin.id,
      entityType: 'taskGroup',
      entityId: String(d.group.id),
      after: { export: 'completionStatus', regionId: d.district.id, schoolId: d.school1.id, rowCount: 2 },
    });
  });
});

describe('exportFinishRateDetails', () => {
  it('writes the matrix of finishRateDetails in English, with its total line', async () => {
    const query = { taskGroupId: d.group.id, node: { kind: 'school' as const, id: d.school1.id } };
    const rows = await sheetRows(await areaAdmin.post(a.exportFinishRateDetails.path, query, { lang: 'en-US' }));
    const matrix = await dataOf(areaAdmin, a.finishRateDetails, query);
    const line = (name: string, rates: (typeof matrix)['total']) => [
      name,
      ...rates.byActivity.map((rate) => percent(rate.completionRate)),
      percent(rates.overall.completionRate),
    ];
    expect(rows).toEqual([
      ['Name', '我的成长 (%)', '劳动实践 (%)', 'Overall rate (%)'],
      ...matrix.rows.map((row) => line(row.name, row)),
      line('Total', matrix.total),
    ]);
    expect(await lastAudit()).toMatchObject({
      after: { export: 'finishRate', schoolId: d.school1.id, schoolName: 'A实验学校', rowKind: 'grade', rowCount: 1 },
    });
  });
});

describe('exportGradeDetails', () => {
  it('writes the classes of a grade with the charts’ numbers', async () => {
    const query = { taskGroupId: d.group.id, node: grade() };
    const rows = await sheetRows(await areaAdmin.post(a.exportGradeDetails.path, query));
    const rates = await dataOf(areaAdmin, a.queryCompletionRate, query);
    const time = await dataOf(areaAdmin, a.queryTime, query);
    const status = await dataOf(areaAdmin, a.completionStatus, query);
    expect(rows[0]).toEqual([
      '名称',
      '参与',
      '已完成',
      '已放弃',
      '进行中',
      '未开始',
      '不参与',
      '完成率(%)',
      '用时(秒)',
      '平均用时(秒)',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[7]])).toEqual([
      ...rates.rows.map((row) => [row.name, row.done, percent(row.completionRate)]),
      ['合计', rates.overall.done, percent(rates.overall.completionRate)],
    ]);
    expect(rows.slice(1).map((row) => [row[8], row[9]])).toEqual([
      ...time.rows.map((row) => [row.timeSpentSeconds, row.averageSeconds]),
      [time.overall.timeSpentSeconds, time.overall.averageSeconds],
    ]);
    expect(rows.at(-1)?.slice(1, 9)).toEqual(countCells(status.counts));
  });

  it('asks for a grade at another level, and writes nothing', async () => {
    const before = await auditCount('assessment.export');
    const answer = body(await areaAdmin.post(a.exportGradeDetails.path, { taskGroupId: d.group.id }));
    expect(answer).toMatchObject({ code: ErrorCode.NotAllowed, message: '请先选择一个年级' });
    expect(await auditCount('assessment.export')).toBe(before);
  });
});

describe('exportClassDetails', () => {
  it("writes the class's students as userList lists them, names and login names only", async () => {
    const rows = await sheetRows(await teacher.post(a.exportClassDetails.path, { taskGroupId: d.group.id }));
    const list = await dataOf(teacher, a.userList, { taskGroupId: d.group.id });
    const status = await dataOf(teacher, a.completionStatus, { taskGroupId: d.group.id });
    expect(rows[0]).toEqual([
      '姓名',
      '账号',
      '班级',
      '状态',
      '参与',
      '已完成',
      '已放弃',
      '进行中',
      '未开始',
      '不参与',
      '完成率(%)',
      '用时(秒)',
      '提交时间',
    ]);
    expect(rows.slice(1, -1).map((row) => row.slice(0, 4))).toEqual([
      ['学生p01', 'p01', '1班', '已完成'],
      ['学生p02', 'p02', '1班', '进行中'],
      ['学生p03', 'p03', '1班', '未开始'],
      ['学生p04', 'p04', '1班', '不参与'],
    ]);
    expect(rows.slice(1, -1).map((row) => row.slice(4, 12))).toEqual(list.rows.map((row) => countCells(row.counts)));
    expect(rows.at(-1)).toEqual(['合计', ...Array<undefined>(3), ...countCells(status.counts)]);
    // The first student has a phone number; nothing of it reaches the file.
    expect(JSON.stringify(rows)).not.toContain('13900001111');
    expect(await lastAudit()).toMatchObject({
      actorUserId: d.people.teacher.id,
      after: { export: 'classDetails', schoolId: d.school1.id, rowKind: 'student', rowCount: 4 },
    });
  });

  it('totals what the filter keeps', async () => {
    const query = { taskGroupId: d.group.id, status: 'notStarted' };
    const rows = await sheetRows(await teacher.post(a.exportClassDetails.path, query));
    expect(rows.slice(1).map((row) => [row[0], row[8]])).toEqual([
      ['学生p03', 2],
      ['合计', 2],
    ]);
  });
});

describe('every export refuses what its call refuses, and writes nothing', () => {
  const exports: [string, ApiRoute][] = [
    ['exportClassDetails', a.exportClassDetails],
    ['exportGradeDetails', a.exportGradeDetails],
    ['exportEvaluationCompletionStatus', a.exportEvaluationCompletionStatus],
    ['exportFinishRateDetails', a.exportFinishRateDetails],
  ];

  it.each(exports)('%s', async (_name, route) => {
    const before = await auditCount('assessment.export');
    const codeOf = async (client: Client, input: object) => body(await client.post(route.path, input)).code;
    expect(await codeOf(areaAdmin, { taskGroupId: 987_654 })).toBe(ErrorCode.NotFound);
    expect(await codeOf(areaAdmin, { taskGroupId: d.otherGroup.id })).toBe(ErrorCode.NotFound);
    const otherClass = { taskGroupId: d.group.id, node: { kind: 'class', id: d.class2.id } };
    expect(await codeOf(teacher, otherClass)).toBe(ErrorCode.NotFound);
    expect(await codeOf(areaAdmin, { taskGroupId: 'abc' })).toBe(ErrorCode.ValidationFailed);
    expect(await auditCount('assessment.export')).toBe(before);
  });
});
