import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type StudentReport } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { auditCount } from '../scope/test-support.js';
import { clientsOf, reportOf, reportWorld, type Client, type ReportWorld } from './test-support.js';

// The workbook read back by a second, independent reader (openpyxl, server/src/test/read-workbook.py)
// and compared with the report the screen shows.

const here = path.dirname(fileURLToPath(import.meta.url));
const ENSURE = path.resolve(here, '../../../../scripts/ensure-openpyxl.mjs');
const READER = path.resolve(here, '../../test/read-workbook.py');
const PATH = api.report.exportStudentReport.path;
const ACTION = 'report.exportStudent';

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
let c: Awaited<ReturnType<typeof clientsOf>>;
let python: string;
let folder: string;

beforeAll(async () => {
  python = execFileSync(process.execPath, [ENSURE], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
  folder = await mkdtemp(path.join(tmpdir(), 'pingjia-student-report-'));
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let files = 0;
async function exported(client: Client, input: object, totalLabel: string, query?: Record<string, string>) {
  const response = await client.post(PATH, input, query);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  files += 1;
  const file = path.join(folder, `report-${files}.xlsx`);
  await writeFile(file, response.rawPayload);
  const read = JSON.parse(execFileSync(python, [READER, file, totalLabel], { encoding: 'utf8' })) as {
    sheets: SheetRead[];
  };
  for (const sheet of read.sheets) expect(sheet.longDigits, `${sheet.name}: a phone or identity number`).toEqual([]);
  return read.sheets;
}

const sum = (values: (number | null)[]) => Math.round(100 * values.reduce<number>((a, b) => a + (b ?? 0), 0)) / 100;

/** The sums the reader should find: every aspect and indicator row of the screen. */
function screenSums(report: StudentReport) {
  const rows = report.aspects.flatMap((aspect) => [aspect, ...aspect.indicators]);
  const sums: Record<string, number> = {
    得分: sum(rows.map((row) => row.score)),
    等级: sum(rows.map((row) => row.level)),
    班级平均: sum(rows.map((row) => row.comparison.class)),
    学校平均: sum(rows.map((row) => row.comparison.school)),
    区县平均: sum(rows.map((row) => row.comparison.district)),
    变化: sum(report.aspects.map((aspect) => aspect.change)),
  };
  return Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));
}

async function lastAudit() {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, ACTION))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('exportStudentReport', () => {
  it("writes the screen's numbers, the overall row last, names the report, and audits it", async () => {
    const before = await auditCount(ACTION);
    const input = { taskGroupId: w.groups.second.id, studentId: w.child.id };
    const [scores, about] = await exported(c.headTeacher, input, '总分');
    const screen = await reportOf(c.headTeacher, input);
    expect(scores?.header).toEqual(['维度', '所属方面', '得分', '等级', '班级平均', '学校平均', '区县平均', '变化']);
    expect(scores?.rowCount).toBe(screen.aspects.reduce((n, aspect) => n + 1 + aspect.indicators.length, 0));
    expect(scores?.sums).toEqual(screenSums(screen));
    expect(scores?.totals).toEqual([
      ['总分', null, screen.overall.score, screen.overall.level, null, null, null, null],
    ]);
    expect(about?.header).toEqual(['项目', '内容']);
    expect(await auditCount(ACTION)).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorUserId: w.people.headTeacher.id,
      entityType: 'student',
      entityId: String(w.child.id),
      after: { taskGroupId: w.groups.second.id, schoolName: '西湖第一中学', className: '1班' },
    });
  });

  it('writes English headers for en-US, and a not-taken report without a single score', async () => {
    const [scores] = await exported(
      c.schoolAdmin,
      { taskGroupId: w.groups.second.id, studentId: w.absent.id },
      'Overall',
      { lang: 'en-US' },
    );
    expect(scores?.header.slice(0, 4)).toEqual(['Dimension', 'Aspect', 'Score', 'Level']);
    expect(scores?.sums).not.toHaveProperty('Score');
    expect(scores?.sums).not.toHaveProperty('Level');
    expect(scores?.totals).toEqual([['Overall', ...Array<null>(7).fill(null)]]);
  });

  it('exports a preview of an unpublished report for staff in scope', async () => {
    const [scores] = await exported(c.areaAdmin, { taskGroupId: w.groups.draft.id, studentId: w.child.id }, '总分');
    expect(scores?.rowCount).toBeGreaterThan(0);
  });

  it('refuses staff out of scope, bad input and families, and audits nothing', async () => {
    const before = await auditCount(ACTION);
    const input = { taskGroupId: w.groups.second.id, studentId: w.child.id };
    const missing = body(await c.headTeacher.post(PATH, { ...input, studentId: 987_654 }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await c.foreignAdmin.post(PATH, input))).toEqual(missing);
    expect(body(await c.class2Teacher.post(PATH, input))).toEqual(missing);
    expect(body(await c.headTeacher.post(PATH, { taskGroupId: w.groups.second.id }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect((await c.child.post(PATH, input)).statusCode).toBe(403);
    expect((await c.parent.post(PATH, input)).statusCode).toBe(403);
    expect(await auditCount(ACTION)).toBe(before);
  });
});
