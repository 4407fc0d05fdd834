import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createStudent } from '../../test/factories.js';
import { auditCount } from '../scope/test-support.js';
import { clientOf, dataOf, refusalOf, type Client } from './test-support.js';
import { reportWorld, type ReportWorld } from './test-world.js';

// Each workbook read back by a second, independent reader (Debian's openpyxl, through
// server/src/test/read-workbook.py), its rows and sums compared with the screen's call.

const here = path.dirname(fileURLToPath(import.meta.url));
const ENSURE = path.resolve(here, '../../../../scripts/ensure-openpyxl.mjs');
const READER = path.resolve(here, '../../test/read-workbook.py');
/** No report sheet has a total line: no first cell is this. */
const NO_TOTAL = '合计';

interface SheetRead {
  name: string;
  header: string[];
  rowCount: number;
  sums: Record<string, number>;
  totals: unknown[][];
  longDigits: string[];
}

let t: TestApp;
let w: ReportWorld;
let python: string;
let folder: string;
let areaAdmin: Client;
let schoolAdmin: Client;
let headTeacher: Client;
let teacher: Client;

const r = api.report;

beforeAll(async () => {
  python = execFileSync(process.execPath, [ENSURE], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  folder = await mkdtemp(path.join(tmpdir(), 'pingjia-report-exports-'));
  t = await buildTestApp();
  w = await reportWorld();
  // A student with a phone and an identity number in the class: neither may reach a file.
  await createStudent({
    loginName: 'ra1s8',
    userName: '蒋小青',
    classId: w.a1.id,
    phone: '13800002222',
    idCard: '330106200801011234',
  });
  areaAdmin = await clientOf(t, w.people.areaAdmin);
  schoolAdmin = await clientOf(t, w.people.schoolAdmin);
  headTeacher = await clientOf(t, w.people.headTeacher);
  teacher = await clientOf(t, w.people.teacher);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let files = 0;
async function download(client: Client, route: { path: string }, input: object, query?: Record<string, string>) {
  const response = await client.post(route.path, input, query);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  files += 1;
  const file = path.join(folder, `report-${files}.xlsx`);
  await writeFile(file, response.rawPayload);
  const read = JSON.parse(execFileSync(python, [READER, file, NO_TOTAL], { encoding: 'utf8' })) as {
    sheets: SheetRead[];
  };
  for (const sheet of read.sheets) {
    expect(sheet.longDigits, `${sheet.name}: a phone or identity number`).toEqual([]);
    expect(sheet.header.join(' ')).not.toMatch(/手机|电话|身份证|证件/);
  }
  return read.sheets;
}

async function lastExportAudit() {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'report.export'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const sum = (values: readonly (number | null)[]) =>
  Math.round(values.reduce<number>((a, b) => a + (b ?? 0), 0) * 100) / 100;

describe('exportClassReport', () => {
  it("writes the class's figures and its students with the screen's numbers, audited", async () => {
    const input = { taskGroupId: w.spring.id, classId: w.a1.id };
    const before = await auditCount('report.export', w.spring.id);
    const [figures, students] = await download(headTeacher, r.exportClassReport, input);
    const screen = await dataOf(headTeacher, r.getClassesReportByEachina, input);
    const dimensions = [screen.overall, ...screen.aspects.flatMap((aspect) => [aspect, ...aspect.indicators])];
    expect(figures).toMatchObject({
      name: '班级报告',
      header: [
        '名称',
        '所属方面',
        '人数',
        '平均分',
        '等级1人数',
        '等级2人数',
        '等级3人数',
        '等级4人数',
        '学校平均',
        '区县平均',
      ],
      rowCount: dimensions.length,
      sums: {
        人数: sum(dimensions.map((dimension) => dimension.figure.students)),
        平均分: sum(dimensions.map((dimension) => dimension.figure.mean)),
        等级4人数: sum(dimensions.map((dimension) => dimension.figure.levels?.[3] ?? 0)),
        学校平均: sum(dimensions.map((dimension) => dimension.comparison.school)),
        区县平均: sum(dimensions.map((dimension) => dimension.comparison.district)),
      },
    });
    expect(students).toMatchObject({
      name: '学生',
      header: ['姓名', '账号', '状态', '综合得分', '等级'],
      rowCount: screen.students.length,
      sums: {
        综合得分: sum(screen.students.map((student) => student.overall)),
        等级: sum(screen.students.map((student) => student.level)),
      },
    });
    expect(screen.students.map((student) => student.userName)).toContain('蒋小青');
    expect(await auditCount('report.export', w.spring.id)).toBe(before + 1);
    expect(await lastExportAudit()).toMatchObject({
      actorUserId: w.people.headTeacher.id,
      after: {
        export: 'classReport',
        schoolId: w.schoolA.id,
        schoolName: 'A实验学校',
        regionId: w.district.id,
        regionName: '西湖区',
        rowCount: screen.students.length,
      },
    });
  });

  it('writes English headers for an English caller', async () => {
    const [figures, students] = await download(
      schoolAdmin,
      r.exportClassReport,
      { taskGroupId: w.spring.id, classId: w.a2.id },
      { lang: 'en-US' },
    );
    expect(figures?.name).toBe('Class report');
    expect(students?.header).toEqual(['Name', 'Login name', 'Status', 'Overall', 'Level']);
  });

  it("answers another teacher's class like a missing one and writes no file and no audit", async () => {
    const before = await auditCount('report.export');
    const missing = await refusalOf(teacher, r.exportClassReport, { taskGroupId: w.spring.id, classId: 987_654 });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(await refusalOf(teacher, r.exportClassReport, { taskGroupId: w.spring.id, classId: w.a1.id })).toEqual(
      missing,
    );
    expect(body(await teacher.post(r.exportClassReport.path, { classId: w.a2.id })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(await auditCount('report.export')).toBe(before);
  });
});

describe('exportExcelDevelopmentSituation', () => {
  it("writes an area's schools or classes with the development screen's figures", async () => {
    for (const by of ['school', 'class'] as const) {
      const input = { taskGroupId: w.spring.id };
      const [sheet] = await download(areaAdmin, r.exportExcelDevelopmentSituation, { ...input, by });
      const screen = await dataOf(
        areaAdmin,
        by === 'school' ? r.selectDevelopmentSchoolList : r.selectDevelopmentSituation,
        input,
      );
      expect(sheet).toMatchObject({
        name: '发展情况',
        header: ['名称', '人数', '平均分', '品德发展', '学业发展', '增值配对人数', '增值变化', '相对预期'],
        rowCount: screen.rows.length,
        sums: {
          人数: sum(screen.rows.map((row) => row.overall.students)),
          平均分: sum(screen.rows.map((row) => row.overall.mean)),
          品德发展: sum(screen.rows.map((row) => row.aspects[0] ?? null)),
          增值配对人数: sum(screen.rows.map((row) => row.valueAdded?.paired ?? null)),
          增值变化: sum(screen.rows.map((row) => row.valueAdded?.change ?? null)),
        },
      });
      expect(await lastExportAudit()).toMatchObject({
        actorUserId: w.people.areaAdmin.id,
        after: { export: by === 'school' ? 'developmentBySchool' : 'developmentByClass', rowCount: screen.rows.length },
      });
    }
  });

  it('refuses a node out of scope like a missing one and bad input, writing no audit', async () => {
    const before = await auditCount('report.export');
    const input = { taskGroupId: w.spring.id, node: { kind: 'school', id: w.schoolB.id } };
    expect((await refusalOf(schoolAdmin, r.exportExcelDevelopmentSituation, input)).code).toBe(ErrorCode.NotFound);
    expect(
      body(await schoolAdmin.post(r.exportExcelDevelopmentSituation.path, { taskGroupId: w.spring.id, by: 'grade' }))
        .code,
    ).toBe(ErrorCode.ValidationFailed);
    expect(await auditCount('report.export')).toBe(before);
  });
});
