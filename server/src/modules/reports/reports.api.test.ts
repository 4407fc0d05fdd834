import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type AspectFigure, type ReportUnitRow, type ValueAdded } from '@pingjia/contract';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { createParent, createStudent } from '../../test/factories.js';
import { clientOf, dataOf, expectedFigure, refusalOf, send, SPRING, staffCalls, type Client } from './test-support.js';
import { reportWorld, type ReportWorld } from './test-world.js';

let t: TestApp;
let w: ReportWorld;
let areaAdmin: Client;
let researcher: Client;
let schoolAdmin: Client;
let headTeacher: Client;
let teacher: Client;
let otherAreaAdmin: Client;

const r = api.report;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  areaAdmin = await clientOf(t, w.people.areaAdmin);
  researcher = await clientOf(t, w.people.researcher);
  schoolAdmin = await clientOf(t, w.people.schoolAdmin);
  headTeacher = await clientOf(t, w.people.headTeacher);
  teacher = await clientOf(t, w.people.teacher);
  otherAreaAdmin = await clientOf(t, w.people.otherAreaAdmin);
});

const node = (kind: 'region' | 'school' | 'grade' | 'class', place: { id: number }) => ({ kind, id: place.id });
const va = (paired: number, before: number, after: number, change: number, againstExpected: number): ValueAdded => ({
  paired,
  before,
  after,
  change,
  againstExpected,
});

/** Every aspect and indicator of a report as the values of the students it covers give them. */
function expectFigures(report: { overall: { figure: unknown }; aspects: AspectFigure[] }, values: number[]) {
  expect(report.overall.figure).toEqual(expectedFigure(values));
  expect(report.aspects.map((aspect) => aspect.dimensionId)).toEqual(['1', '2']);
  for (const aspect of report.aspects) {
    expect(aspect.figure, aspect.name).toEqual(expectedFigure(values, aspect.dimensionId));
    for (const indicator of aspect.indicators) {
      expect(indicator.figure, indicator.name).toEqual(expectedFigure(values, indicator.dimensionId));
    }
  }
}

const rowOf = (rows: ReportUnitRow[], name: string) => rows.find((row) => row.name === name);

describe('report calls: session and role', () => {
  it.each(staffCalls)('%s needs a session (401)', async (_name, route) => {
    const payload = route.method === 'POST' ? {} : undefined;
    expect((await t.app.inject({ method: route.method, url: route.path, payload })).statusCode).toBe(401);
  });

  it.each(staffCalls)('%s is refused to students and parents (403)', async (_name, route) => {
    for (const user of [await createStudent(), await createParent()]) {
      const client = await clientOf(t, user);
      expect((await send(client, route, { taskGroupId: w.spring.id })).statusCode).toBe(403);
    }
  });

  it('refuses publication to roles that only read reports (403)', async () => {
    const input = { taskGroupId: w.spring.id, scope: 'school', scopeId: w.schoolA.id };
    for (const client of [researcher, headTeacher, teacher]) {
      expect((await client.post(r.publishReport.path, input)).statusCode).toBe(403);
      expect((await client.post(r.withdrawReport.path, input)).statusCode).toBe(403);
    }
  });
});

describe('queryDistrictReport', () => {
  it("adds an area's figures up from its students' scores, with its schools as rows and value-added by hand", async () => {
    const report = await dataOf(areaAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id });
    expect(report.head).toEqual({
      taskGroupId: w.spring.id,
      taskGroupName: '春季评价',
      reportYear: '2025',
      evaluationBatch: '2',
      path: [{ kind: 'region', id: w.district.id, name: '西湖区' }],
      node: { kind: 'region', id: w.district.id, name: '西湖区' },
      gradeLevel: null,
      publication: { published: false, publishedAt: null },
      lastChangedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as string,
      baseline: { taskGroupId: w.autumn.id, taskGroupName: '秋季评价', reportYear: '2025', evaluationBatch: '1' },
      // Twenty students take part; 褚小红 has no score.
      students: { included: 20, taken: 19 },
    });
    expectFigures(report, SPRING.district);
    // The district's own line: it meets its own expectation.
    expect(report.overall.valueAdded).toEqual(va(15, 60, 64, 4, 0));
    expect(report.aspects[0]?.valueAdded).toEqual(va(15, 65, 69, 4, 0));
    expect(report.aspects[0]?.indicators[0]?.valueAdded).toBeNull();
    expect(report.overall.comparison).toEqual({ class: null, school: null, district: null });
    expect(report.rows.map((row) => [row.kind, row.name])).toEqual([
      ['school', 'A实验学校'],
      ['school', 'B实验学校'],
    ]);
    const schoolA = rowOf(report.rows, 'A实验学校');
    expect(schoolA?.overall).toEqual(expectedFigure(SPRING.schoolA));
    expect(schoolA?.aspects).toEqual([
      expectedFigure(SPRING.schoolA, '1').mean,
      expectedFigure(SPRING.schoolA, '2').mean,
    ]);
    // Hand-computed: A's classes start at 60 and gain 10 and 4 against the district's +4.
    expect(schoolA?.valueAdded).toEqual(va(10, 60, 67, 7, 3));
    expect(rowOf(report.rows, 'B实验学校')?.valueAdded).toEqual(va(5, 60, 58, -2, -6));
    expect(rowOf(report.rows, 'B实验学校')?.overall).toEqual(expectedFigure(SPRING.schoolB));
  });

  it("gives the area teaching researcher the area admin's report", async () => {
    const input = { taskGroupId: w.spring.id };
    expect(await dataOf(researcher, r.queryDistrictReport, input)).toEqual(
      await dataOf(areaAdmin, r.queryDistrictReport, input),
    );
  });

  it('lists a school by grade, hiding the grade under the minimum, and compares it with the district', async () => {
    const input = { taskGroupId: w.spring.id, node: node('school', w.schoolB) };
    const report = await dataOf(areaAdmin, r.queryDistrictReport, input);
    expect(report.head.path.map((step) => step.name)).toEqual(['西湖区', 'B实验学校']);
    expectFigures(report, SPRING.schoolB);
    expect(report.overall.comparison).toEqual({
      class: null,
      school: null,
      district: expectedFigure(SPRING.district).mean,
    });
    expect(report.rows.map((row) => [row.kind, row.name, row.overall])).toEqual([
      ['grade', '七年级', expectedFigure(SPRING.b1)],
      ['grade', '八年级', { students: 3, mean: null, levels: null, suppressed: true }],
    ]);
    expect(report.rows[1]?.aspects).toEqual([null, null]);
  });

  it('gives a school admin their school, starting the path at it', async () => {
    const report = await dataOf(schoolAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id });
    expect(report.head.node).toEqual({ kind: 'school', id: w.schoolA.id, name: 'A实验学校' });
    expect(report.head.path).toEqual([report.head.node]);
    expect(report.head.students).toEqual({ included: 12, taken: 11 });
    expectFigures(report, SPRING.schoolA);
    expect(report.overall.valueAdded).toEqual(va(10, 60, 67, 7, 3));
  });

  it('lists a grade by class, each with its value-added against the district', async () => {
    const input = { taskGroupId: w.spring.id, node: node('grade', { id: w.a1.gradeId }) };
    const report = await dataOf(schoolAdmin, r.queryDistrictReport, input);
    expect(report.head.gradeLevel).toBe(7);
    expect(report.rows.map((row) => [row.name, row.overall, row.valueAdded])).toEqual([
      ['1班', expectedFigure(SPRING.a1), va(5, 60, 70, 10, 6)],
      ['2班', expectedFigure(SPRING.a2), va(5, 60, 64, 4, 0)],
    ]);
  });

  it('compares a class with its school and district, and has no rows below it', async () => {
    const report = await dataOf(headTeacher, r.queryDistrictReport, { taskGroupId: w.spring.id });
    expect(report.head.node).toEqual({ kind: 'class', id: w.a1.id, name: '1班' });
    expectFigures(report, SPRING.a1);
    expect(report.overall.comparison).toEqual({
      class: null,
      school: expectedFigure(SPRING.schoolA).mean,
      district: expectedFigure(SPRING.district).mean,
    });
    expect(report.aspects[1]?.indicators[1]?.comparison).toEqual({
      class: null,
      school: expectedFigure(SPRING.schoolA, '21').mean,
      district: expectedFigure(SPRING.district, '21').mean,
    });
    expect(report.overall.valueAdded).toEqual(va(5, 60, 70, 10, 6));
    expect(report.rows).toEqual([]);
  });

  it('keeps one grade when a grade level is asked for', async () => {
    const report = await dataOf(areaAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id, gradeLevel: 8 });
    expect(report.overall.figure).toEqual(expectedFigure(SPRING.b8));
    expect(report.head.students).toEqual({ included: 3, taken: 3 });
    expect(report.rows.map((row) => row.name)).toEqual(['B实验学校']);
  });

  it('has no value-added without an earlier report, and takes the baseline asked for', async () => {
    const autumn = await dataOf(areaAdmin, r.queryDistrictReport, { taskGroupId: w.autumn.id });
    expect(autumn.head.baseline).toBeNull();
    expect(autumn.overall.valueAdded).toBeNull();
    expect(autumn.rows.every((row) => row.valueAdded === null)).toBe(true);
    const chosen = await dataOf(areaAdmin, r.queryDistrictReport, {
      taskGroupId: w.autumn.id,
      baseTaskGroupId: w.spring.id,
    });
    expect(chosen.head.baseline?.taskGroupId).toBe(w.spring.id);
    expect(chosen.overall.valueAdded).toEqual(va(15, 64, 60, -4, 0));
  });

  it('refuses the report itself as its baseline, and a baseline out of scope like a missing one', async () => {
    const self = await refusalOf(areaAdmin, r.queryDistrictReport, {
      taskGroupId: w.spring.id,
      baseTaskGroupId: w.spring.id,
    });
    expect(self.code).toBe(ErrorCode.NotAllowed);
    const missing = await refusalOf(areaAdmin, r.queryDistrictReport, {
      taskGroupId: w.spring.id,
      baseTaskGroupId: 987_654,
    });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(
      await refusalOf(areaAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id, baseTaskGroupId: w.practice.id }),
    ).toEqual(missing);
  });

  it('answers a node, school or report out of scope exactly like a missing one', async () => {
    const missingNode = await refusalOf(schoolAdmin, r.queryDistrictReport, {
      taskGroupId: w.spring.id,
      node: node('school', { id: 987_654 }),
    });
    expect(missingNode.code).toBe(ErrorCode.NotFound);
    const foreign = [
      [schoolAdmin, { taskGroupId: w.spring.id, node: node('school', w.schoolB) }],
      [schoolAdmin, { taskGroupId: w.spring.id, node: node('region', w.district) }],
      [teacher, { taskGroupId: w.spring.id, node: node('class', w.a1) }],
      [otherAreaAdmin, { taskGroupId: w.spring.id, node: node('region', w.district) }],
      [areaAdmin, { taskGroupId: w.spring.id, node: node('class', w.c1) }],
      // A group without a report, and one that is not there.
      [areaAdmin, { taskGroupId: w.practice.id }],
      [areaAdmin, { taskGroupId: 987_654 }],
    ] as const;
    for (const [client, input] of foreign) {
      expect(await refusalOf(client, r.queryDistrictReport, input)).toEqual(missingNode);
    }
  });

  it('refuses bad input with the contract failure', async () => {
    for (const input of [
      { taskGroupId: 'abc' },
      { taskGroupId: w.spring.id, node: { kind: 'student', id: 1 } },
      { taskGroupId: w.spring.id, gradeLevel: 13 },
    ]) {
      expect(body(await areaAdmin.post(r.queryDistrictReport.path, input)).code).toBe(ErrorCode.ValidationFailed);
    }
  });
});

describe('getKeyDimensionalIndicators', () => {
  it('names the key point and the three strongest and weakest indicators, none in both', async () => {
    const key = await dataOf(areaAdmin, r.getKeyDimensionalIndicators, { taskGroupId: w.spring.id });
    const district = await dataOf(areaAdmin, r.queryDistrictReport, { taskGroupId: w.spring.id });
    const { indicators: _indicators, ...aspect } = district.aspects[0] ?? ({} as AspectFigure);
    expect(key.keyPoint.aspect).toEqual(aspect);
    expect(key.keyPoint.indicator).toEqual(district.aspects[0]?.indicators[0]);
    expect(key.keyPoint.indicator?.name).toBe('理想信念');
    expect(key.strongest.map((figure) => figure.dimensionId)).toEqual(['10', '11', '12']);
    expect(key.weakest.map((figure) => figure.dimensionId)).toEqual(['21', '20', '22']);
    expect(key.head).toEqual(district.head);
  });

  it('leaves indicators under the minimum out of both lists', async () => {
    const key = await dataOf(areaAdmin, r.getKeyDimensionalIndicators, { taskGroupId: w.spring.id, gradeLevel: 8 });
    expect(key.keyPoint.aspect?.figure.suppressed).toBe(true);
    expect(key.strongest).toEqual([]);
    expect(key.weakest).toEqual([]);
  });

  it('answers out of scope like missing', async () => {
    const input = { taskGroupId: w.spring.id, node: node('class', w.a1) };
    expect((await refusalOf(teacher, r.getKeyDimensionalIndicators, input)).code).toBe(ErrorCode.NotFound);
  });
});

describe('selectDevelopmentSituation and selectDevelopmentSchoolList', () => {
  it("lists a school's classes with their grade, figures, aspect means and value-added", async () => {
    const development = await dataOf(schoolAdmin, r.selectDevelopmentSituation, { taskGroupId: w.spring.id });
    expect(development.aspects).toEqual([
      { dimensionId: '1', name: '品德发展' },
      { dimensionId: '2', name: '学业发展' },
    ]);
    expect(development.rows).toEqual([
      {
        kind: 'class',
        id: w.a1.id,
        name: '七年级1班',
        overall: expectedFigure(SPRING.a1),
        aspects: [expectedFigure(SPRING.a1, '1').mean, expectedFigure(SPRING.a1, '2').mean],
        valueAdded: va(5, 60, 70, 10, 6),
      },
      {
        kind: 'class',
        id: w.a2.id,
        name: '七年级2班',
        overall: expectedFigure(SPRING.a2),
        aspects: [expectedFigure(SPRING.a2, '1').mean, expectedFigure(SPRING.a2, '2').mean],
        valueAdded: va(5, 60, 64, 4, 0),
      },
    ]);
  });

  it("names an area's classes with their school, and lists a teacher's own class only", async () => {
    const area = await dataOf(areaAdmin, r.selectDevelopmentSituation, { taskGroupId: w.spring.id });
    expect(area.rows.map((row) => row.name)).toEqual([
      'A实验学校 七年级1班',
      'A实验学校 七年级2班',
      'B实验学校 七年级1班',
      'B实验学校 八年级1班',
    ]);
    const own = await dataOf(teacher, r.selectDevelopmentSituation, { taskGroupId: w.spring.id });
    expect(own.rows.map((row) => [row.id, row.overall])).toEqual([[w.a2.id, expectedFigure(SPRING.a2)]]);
  });

  it("lists an area's schools with the district report's figures", async () => {
    const input = { taskGroupId: w.spring.id };
    const schools = await dataOf(areaAdmin, r.selectDevelopmentSchoolList, input);
    const district = await dataOf(areaAdmin, r.queryDistrictReport, input);
    expect(schools.rows).toEqual(district.rows);
    expect(schools.head).toEqual(district.head);
  });

  it('answers out of scope like missing and refuses bad input', async () => {
    const input = { taskGroupId: w.spring.id, node: node('school', w.schoolB) };
    expect((await refusalOf(schoolAdmin, r.selectDevelopmentSchoolList, input)).code).toBe(ErrorCode.NotFound);
    expect(body(await schoolAdmin.post(r.selectDevelopmentSituation.path, {})).code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('getPageClassesReport', () => {
  it("pages an area's classes school by school, each with its overall figure and publication", async () => {
    const all = await dataOf(areaAdmin, r.getPageClassesReport, { taskGroupId: w.spring.id });
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => [row.schoolName, row.gradeName, row.className, row.overall])).toEqual([
      ['A实验学校', '七年级', '1班', expectedFigure(SPRING.a1)],
      ['A实验学校', '七年级', '2班', expectedFigure(SPRING.a2)],
      ['B实验学校', '七年级', '1班', expectedFigure(SPRING.b1)],
      ['B实验学校', '八年级', '1班', expectedFigure(SPRING.b8)],
    ]);
    expect(all.rows.every((row) => !row.publication.published)).toBe(true);
    const second = await dataOf(areaAdmin, r.getPageClassesReport, {
      taskGroupId: w.spring.id,
      pageIndex: 2,
      pageSize: 3,
    });
    expect(second).toEqual({ rows: [all.rows[3]], total: 4 });
    const b = await dataOf(areaAdmin, r.getPageClassesReport, { taskGroupId: w.spring.id, keyword: 'B实验' });
    expect(b.rows.map((row) => row.classId)).toEqual([w.b1.id, w.b8.id]);
  });

  it("gives a teacher their own class only, and refuses another school's node like a missing one", async () => {
    const own = await dataOf(teacher, r.getPageClassesReport, { taskGroupId: w.spring.id });
    expect(own.rows.map((row) => row.classId)).toEqual([w.a2.id]);
    const input = { taskGroupId: w.spring.id, node: node('school', w.schoolB) };
    expect(await refusalOf(schoolAdmin, r.getPageClassesReport, input)).toEqual(
      await refusalOf(schoolAdmin, r.getPageClassesReport, { ...input, node: node('school', { id: 987_654 }) }),
    );
    expect(
      body(await areaAdmin.post(r.getPageClassesReport.path, { taskGroupId: w.spring.id, pageSize: 500 })).code,
    ).toBe(ErrorCode.ValidationFailed);
  });
});

describe('getClassesReportByEachina', () => {
  it('lists the class in name order, never by score, a student without scores as not taken', async () => {
    const report = await dataOf(headTeacher, r.getClassesReportByEachina, {
      taskGroupId: w.spring.id,
      classId: w.a1.id,
    });
    expect(report.students.map((student) => [student.userName, student.taken, student.overall, student.level])).toEqual(
      [
        ['陈小明', true, 75, 3],
        ['褚小红', false, null, null],
        ['冯小刚', true, 80, 3],
        ['王小丽', true, 75, 3],
        ['吴小军', true, 65, 2],
        ['郑小华', true, 70, 3],
        ['周小伟', true, 60, 2],
      ],
    );
    expect(report.students.every((student) => student.className === '1班')).toBe(true);
    expectFigures(report, SPRING.a1);
    expect(report.head.students).toEqual({ included: 7, taken: 6 });
  });

  it('gives the school and area admins the same class report as its head teacher', async () => {
    const input = { taskGroupId: w.spring.id, classId: w.a1.id };
    const own = await dataOf(headTeacher, r.getClassesReportByEachina, input);
    const school = await dataOf(schoolAdmin, r.getClassesReportByEachina, input);
    expect({ ...school, head: { ...school.head, path: own.head.path } }).toEqual(own);
    expect(school.head.path.map((step) => step.name)).toEqual(['A实验学校', '七年级', '1班']);
    expect((await dataOf(areaAdmin, r.getClassesReportByEachina, input)).students).toEqual(own.students);
  });

  it("answers another teacher's class like a missing one, and refuses bad input", async () => {
    const missing = await refusalOf(teacher, r.getClassesReportByEachina, {
      taskGroupId: w.spring.id,
      classId: 987_654,
    });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(
      await refusalOf(teacher, r.getClassesReportByEachina, { taskGroupId: w.spring.id, classId: w.a1.id }),
    ).toEqual(missing);
    expect(
      await refusalOf(otherAreaAdmin, r.getClassesReportByEachina, { taskGroupId: w.spring.id, classId: w.a1.id }),
    ).toEqual(missing);
    expect(body(await teacher.post(r.getClassesReportByEachina.path, { taskGroupId: w.spring.id })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});
