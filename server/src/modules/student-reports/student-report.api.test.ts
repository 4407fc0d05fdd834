import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, gradeName } from '@pingjia/contract';
import { users } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createStudent } from '../../test/factories.js';
import {
  clientsOf,
  FIRST_SHEET,
  meanOf,
  overallOf,
  reportOf,
  reportWorld,
  scoreStudent,
  SECOND_SHEET,
  type Client,
  type ReportWorld,
} from './test-support.js';

let t: TestApp;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const PATH = api.report.getStudentReport.path;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  c = await clientsOf(t, w);
});

const replyOf = async (client: Client, input: object) => body(await client.post(PATH, input));

describe('getStudentReport', () => {
  it("shows the child's own report: place, overall, aspects with indicators, averages and change", async () => {
    const report = await reportOf(c.child, { taskGroupId: w.groups.second.id });
    expect(report.head).toMatchObject({
      taskGroupId: w.groups.second.id,
      taskGroupName: '2025春季综合评价',
      reportYear: '2025',
      evaluationBatch: '2',
      studentName: '王小明',
      className: '1班',
      gradeName: gradeName(7),
      schoolName: '西湖第一中学',
      publication: { published: true },
      baseline: { taskGroupId: w.groups.first.id, evaluationBatch: '1' },
    });
    expect(report.head.lastChangedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(report.taken).toBe(true);
    expect(report.overall).toEqual({ score: overallOf(SECOND_SHEET), level: 3 });

    const classIds = [w.child.id, ...w.classmates.map((s) => s.id)];
    const schoolIds = [...classIds, ...w.class2Students.map((s) => s.id)];
    const districtIds = [...schoolIds, ...w.schoolA2Students.map((s) => s.id)];
    const comparison = (id: string) => ({
      class: meanOf(w.sheets.second, classIds, id),
      school: meanOf(w.sheets.second, schoolIds, id),
      district: meanOf(w.sheets.second, districtIds, id),
    });
    expect(
      report.aspects.map((aspect) => [aspect.dimensionId, aspect.name, aspect.score, aspect.level, aspect.change]),
    ).toEqual([
      ['1', '品德发展', 88, 4, 8],
      ['2', '学业发展', 66, 2, 6],
      ['3', '身心发展', 72, 3, -3],
    ]);
    for (const aspect of report.aspects) expect(aspect.comparison).toEqual(comparison(aspect.dimensionId));
    expect(report.aspects[1]?.indicators).toEqual([
      { dimensionId: '20', name: '学习习惯', score: 55, level: 1, comparison: comparison('20') },
      { dimensionId: '21', name: '创新精神', score: 77, level: 3, comparison: comparison('21') },
    ]);
    // The class figures are real means, not the child's own score.
    expect(report.aspects[0]?.comparison.class).not.toBe(88);
  });

  it('says in plain words what is strong and what to work on, with a suggestion per aspect', async () => {
    const report = await reportOf(c.child, { taskGroupId: w.groups.second.id });
    expect(report.strengths.map((item) => item.dimensionId)).toEqual(['10', '11', '21']);
    expect(report.strengths[0]?.text).toBe('在「理想信念」方面表现优秀（92 分），继续保持！');
    expect(report.toWorkOn.map((item) => item.dimensionId)).toEqual(['20', '30']);
    expect(report.toWorkOn[0]?.text).toContain('「学习习惯」还有进步空间（55 分）');
    expect(report.toWorkOn[0]?.text).toContain('阅读');
  });

  it('draws both charts as SVG naming the aspects, with a title and description for screen readers', async () => {
    const { charts } = await reportOf(c.child, { taskGroupId: w.groups.second.id });
    for (const svg of [charts.radar, charts.comparison]) {
      expect(svg?.startsWith('<svg')).toBe(true);
      for (const name of ['品德发展', '学业发展', '身心发展', '<title', '<desc', 'role="img"'])
        expect(svg).toContain(name);
    }
    expect(charts.radar).toContain('区县平均');
    expect(charts.comparison).toContain('班级平均');
  });

  it("answers in English for en-US: texts, chart labels and the dictionary's English names", async () => {
    const report = await reportOf(c.child, { taskGroupId: w.groups.second.id }, { lang: 'en-US' });
    expect(report.strengths[0]?.text).toBe('Does excellently in Ideals and beliefs (92). Keep it up!');
    expect(report.toWorkOn[0]?.text).toMatch(/^Study habits has room to grow \(55\)\. Try this: /);
    expect(report.aspects.map((aspect) => aspect.name)).toContain('Moral development');
    expect(report.charts.comparison).toContain('District average');
    expect(report.charts.radar).toContain('Scores by aspect');
  });

  it('never names a classmate, a phone or an identity number', async () => {
    const text = JSON.stringify(await reportOf(c.child, { taskGroupId: w.groups.second.id }));
    for (const secret of [
      '同学',
      '二班',
      '二中',
      '13912345678',
      '330106201301011234',
      w.classmates[0]?.loginName ?? '',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("serves a parent their bound child's report, the same figures the child sees", async () => {
    const asParent = await reportOf(c.parent, { taskGroupId: w.groups.second.id, studentId: w.child.id });
    const asChild = await reportOf(c.child, { taskGroupId: w.groups.second.id });
    expect(asParent).toEqual(asChild);
  });

  it('shows "not taken" as nulls, never zero, for a student without scores', async () => {
    const report = await reportOf(c.absent, { taskGroupId: w.groups.second.id });
    expect(report.taken).toBe(false);
    expect(report.overall).toEqual({ score: null, level: null });
    expect(report.aspects.length).toBeGreaterThan(0);
    for (const aspect of report.aspects) {
      expect([aspect.score, aspect.level, aspect.change]).toEqual([null, null, null]);
      for (const indicator of aspect.indicators) expect([indicator.score, indicator.level]).toEqual([null, null]);
    }
    expect(report.head.lastChangedAt).toBeNull();
    expect(report).toMatchObject({ strengths: [], toWorkOn: [], charts: { radar: null, comparison: null } });
  });

  it("answers another family's child, a classmate and a missing student exactly alike", async () => {
    const missing = await replyOf(c.parent, { taskGroupId: w.groups.second.id, studentId: 987_654 });
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await replyOf(c.otherParent, { taskGroupId: w.groups.second.id, studentId: w.child.id })).toEqual(missing);
    expect(await replyOf(c.parent, { taskGroupId: w.groups.first.id, studentId: w.foreignChild.id })).toEqual(missing);
    expect(await replyOf(c.child, { taskGroupId: w.groups.second.id, studentId: w.classmates[0]?.id ?? 0 })).toEqual(
      missing,
    );
    expect(await replyOf(c.child, { taskGroupId: 987_654 })).toEqual(missing);
  });

  it('hides an unpublished report from the child and parent, and lets staff in scope preview it', async () => {
    const missing = await replyOf(c.child, { taskGroupId: 987_654 });
    expect(await replyOf(c.child, { taskGroupId: w.groups.draft.id })).toEqual(missing);
    expect(await replyOf(c.parent, { taskGroupId: w.groups.draft.id, studentId: w.child.id })).toEqual(missing);
    // A published report named as the baseline of an unpublished one does not open it either.
    expect(await replyOf(c.child, { taskGroupId: w.groups.second.id, baseTaskGroupId: w.groups.draft.id })).toEqual(
      missing,
    );

    for (const staff of [c.headTeacher, c.schoolAdmin, c.areaAdmin]) {
      const preview = await reportOf(staff, { taskGroupId: w.groups.draft.id, studentId: w.child.id });
      expect(preview.head.publication).toEqual({ published: false, publishedAt: null });
      expect(preview.head.baseline?.taskGroupId).toBe(w.groups.second.id);
      expect(preview.overall.score).toBe(overallOf(FIRST_SHEET));
    }
  });

  it('compares with the baseline named in the request', async () => {
    const report = await reportOf(c.headTeacher, {
      taskGroupId: w.groups.draft.id,
      studentId: w.child.id,
      baseTaskGroupId: w.groups.first.id,
    });
    expect(report.head.baseline?.taskGroupId).toBe(w.groups.first.id);
    expect(report.aspects.map((aspect) => aspect.change)).toEqual([0, 0, 0]);
  });

  it("refuses staff out of scope like a missing student: another school, another class's teacher", async () => {
    const missing = await replyOf(c.schoolAdmin, { taskGroupId: w.groups.second.id, studentId: 987_654 });
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const input = { taskGroupId: w.groups.second.id, studentId: w.child.id };
    expect(await replyOf(c.foreignAdmin, input)).toEqual(missing);
    expect(await replyOf(c.class2Teacher, input)).toEqual(missing);
  });

  it('keeps a report where the student answered after they move class', async () => {
    const mover = await createStudent({ classId: w.class1.id, userName: '转班生' });
    await scoreStudent(mover.id, w.groups.second, SECOND_SHEET);
    await testDb().update(users).set({ classId: w.class2.id }).where(eq(users.id, mover.id));
    const input = { taskGroupId: w.groups.second.id, studentId: mover.id };
    expect((await reportOf(c.headTeacher, input)).head.className).toBe('1班');
    expect(await replyOf(c.class2Teacher, input)).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('refuses bad input and staff who name no student', async () => {
    expect(await replyOf(c.child, { taskGroupId: 'abc' })).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(await replyOf(c.child, {})).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(await replyOf(c.headTeacher, { taskGroupId: w.groups.second.id })).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });

  it('is refused by the guard to a role that reads no reports (403)', async () => {
    const response = await c.customerService.post(PATH, { taskGroupId: w.groups.second.id, studentId: w.child.id });
    expect(response.statusCode).toBe(403);
  });
});
