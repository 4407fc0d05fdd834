import { beforeAll, describe, expect, it } from 'vitest';
import { api, appRoutes, DictType, ErrorCode, RoleCode } from '@pingjia/contract';
import { dictionaries } from '../../db/schema/index.js';
import { DICTIONARY_ROWS } from '../../seed/dictionaries.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createClass, createSchool, createTeacher } from '../../test/factories.js';
import { addToPlan } from '../evaluation/test-factories.js';
import { clientOf, dataOf, refusalOf, type Client } from './test-support.js';
import { reportWorld, type ReportWorld } from './test-world.js';

let t: TestApp;
let w: ReportWorld;
let areaAdmin: Client;
let schoolAdmin: Client;
let headTeacher: Client;
let teacher: Client;
let otherSchoolAdmin: Client;

const r = api.report;

beforeAll(async () => {
  t = await buildTestApp();
  w = await reportWorld();
  await testDb()
    .insert(dictionaries)
    .values(
      DICTIONARY_ROWS.filter((row) => row.dictType === DictType.evaluationBatch).map(({ id: _id, ...row }) => row),
    );
  areaAdmin = await clientOf(t, w.people.areaAdmin);
  schoolAdmin = await clientOf(t, w.people.schoolAdmin);
  headTeacher = await clientOf(t, w.people.headTeacher);
  teacher = await clientOf(t, w.people.teacher);
  otherSchoolAdmin = await clientOf(t, w.people.otherSchoolAdmin);
});

const getData = async <T>(client: Client, path: string, query: Record<string, string> = {}) => {
  const reply = body<T>(await client.get(path, query));
  if (!reply.success) throw new Error(`${path} failed: ${reply.code}`);
  return reply.data;
};

describe('getReportGrad', () => {
  it('lists the grades in scope with a report in the year, the named one as the default', async () => {
    const grad = (client: Client, query: Record<string, string>) =>
      client.post(r.getReportGrad.path, undefined, query).then((response) => body(response).data);
    expect(await grad(areaAdmin, { reportYear: '2025' })).toEqual({
      grades: [
        { gradeLevel: 7, gradeName: '七年级' },
        { gradeLevel: 8, gradeName: '八年级' },
      ],
      currentGradeLevel: 7,
    });
    expect(await grad(areaAdmin, { reportYear: '2025', currentGradName: '八年级' })).toMatchObject({
      currentGradeLevel: 8,
    });
    expect(await grad(schoolAdmin, { reportYear: '2025', currentGradName: '八年级' })).toEqual({
      grades: [{ gradeLevel: 7, gradeName: '七年级' }],
      currentGradeLevel: 7,
    });
    expect(await grad(areaAdmin, { reportYear: '2026' })).toEqual({ grades: [], currentGradeLevel: null });
    expect(body(await areaAdmin.post(r.getReportGrad.path)).code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('queryReportType', () => {
  it("lists the report pages of the role's reach, in the caller's language", async () => {
    const types = async (client: Client, lang = 'zh-CN') =>
      getData<{ reportType: string; name: string; path: string }[]>(client, r.queryReportType.path, { lang });
    expect(await types(areaAdmin)).toEqual([
      { reportType: 'area', name: '区域报告', path: appRoutes.areaReport },
      { reportType: 'school', name: '学校报告', path: appRoutes.schoolReport },
      { reportType: 'classes', name: '班级报告', path: appRoutes.classesReport },
      { reportType: 'develop', name: '发展情况', path: appRoutes.develop },
      { reportType: 'student', name: '学生报告', path: appRoutes.stuReport },
    ]);
    expect((await types(schoolAdmin)).map((type) => type.reportType)).toEqual([
      'school',
      'exclusive',
      'classes',
      'develop',
      'student',
    ]);
    expect(await types(headTeacher, 'en-US')).toEqual([
      { reportType: 'classes', name: 'Class report', path: appRoutes.classesReport },
      { reportType: 'develop', name: 'Development', path: appRoutes.develop },
      { reportType: 'student', name: 'Student report', path: appRoutes.stuReport },
    ]);
  });
});

describe('findReportEvaluationBatch and findReportGroupInfoName', () => {
  it("lists the year's batches of reports in scope by the dictionary's names", async () => {
    const batches = (client: Client, reportYear: string) =>
      getData(client, r.findReportEvaluationBatch.path, { reportYear });
    expect(await batches(teacher, '2025')).toEqual([
      { evaluationBatch: '1', name: '第一批次（秋季学期）' },
      { evaluationBatch: '2', name: '第二批次（春季学期）' },
    ]);
    expect(await batches(areaAdmin, '2026')).toEqual([]);
    expect(body(await areaAdmin.get(r.findReportEvaluationBatch.path)).code).toBe(ErrorCode.ValidationFailed);
  });

  it('lists the reports in scope, latest first, never a group without a report', async () => {
    const unpublished = { published: false, publishedAt: null };
    const spring = {
      taskGroupId: w.spring.id,
      taskGroupName: '春季评价',
      reportYear: '2025',
      evaluationBatch: '2',
      publication: unpublished,
    };
    const autumn = { ...spring, taskGroupId: w.autumn.id, taskGroupName: '秋季评价', evaluationBatch: '1' };
    expect(await dataOf(areaAdmin, r.findReportGroupInfoName, {})).toEqual([spring, autumn]);
    expect(await dataOf(headTeacher, r.findReportGroupInfoName, { reportYear: '2025', evaluationBatch: '1' })).toEqual([
      autumn,
    ]);
    expect(await dataOf(otherSchoolAdmin, r.findReportGroupInfoName, { reportYear: '2026' })).toEqual([]);
    expect(body(await areaAdmin.post(r.findReportGroupInfoName.path, { reportYear: '' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });

  it("lists for a school only the reports its grades' plans hold", async () => {
    const school = await createSchool({ districtId: w.district.id });
    const place = await createClass({ schoolId: school.id, gradeLevel: 9 });
    const admin = await clientOf(
      t,
      await createTeacher({ schoolId: school.id, roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: school.id }] }),
    );
    expect(await dataOf(admin, r.findReportGroupInfoName, {})).toEqual([]);
    await addToPlan(place.gradeId, [w.autumn.id]);
    expect((await dataOf(admin, r.findReportGroupInfoName, {})).map((report) => report.taskGroupId)).toEqual([
      w.autumn.id,
    ]);
  });
});

describe('selectCurrentPhaseIdByOrgId', () => {
  it("gives a school's phases with their grades, the lowest as the default", async () => {
    const school = await createSchool({ districtId: w.district.id });
    await createClass({ schoolId: school.id, gradeLevel: 3 });
    await createClass({ schoolId: school.id, gradeLevel: 7 });
    await createClass({ schoolId: school.id, gradeLevel: 8 });
    expect(await dataOf(areaAdmin, r.selectCurrentPhaseIdByOrgId, { orgId: school.id })).toEqual({
      phaseId: '1',
      phases: [
        { phaseId: '1', gradeLevels: [3] },
        { phaseId: '2', gradeLevels: [7, 8] },
      ],
    });
    expect(await dataOf(teacher, r.selectCurrentPhaseIdByOrgId, { orgId: w.schoolA.id })).toEqual({
      phaseId: '2',
      phases: [{ phaseId: '2', gradeLevels: [7] }],
    });
  });

  it('answers a school out of scope like a missing one, and refuses bad input', async () => {
    const missing = await refusalOf(schoolAdmin, r.selectCurrentPhaseIdByOrgId, { orgId: 987_654 });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(await refusalOf(schoolAdmin, r.selectCurrentPhaseIdByOrgId, { orgId: w.schoolB.id })).toEqual(missing);
    expect(await refusalOf(otherSchoolAdmin, r.selectCurrentPhaseIdByOrgId, { orgId: w.schoolA.id })).toEqual(missing);
    expect(body(await schoolAdmin.post(r.selectCurrentPhaseIdByOrgId.path, { orgId: 'x' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});

describe('findStatisticalDetails and finishRateDetails under /report/', () => {
  it('answer exactly as the assessment summary calls of the same name', async () => {
    const inputs = [
      { taskGroupId: w.spring.id },
      { taskGroupId: w.spring.id, node: { kind: 'school', id: w.schoolB.id } },
      { taskGroupId: w.spring.id, activityId: w.spring.activity.id },
    ];
    for (const input of inputs) {
      for (const [report, assessment] of [
        [r.findStatisticalDetails, api.assessment.findStatisticalDetails],
        [r.finishRateDetails, api.assessment.finishRateDetails],
      ] as const) {
        const fromReport = body(await areaAdmin.post(report.path, input));
        expect(fromReport.success).toBe(true);
        expect(fromReport).toEqual(body(await areaAdmin.post(assessment.path, input)));
      }
    }
    const foreign = { taskGroupId: w.spring.id, node: { kind: 'class', id: w.a1.id } };
    expect(body(await teacher.post(r.findStatisticalDetails.path, foreign))).toEqual(
      body(await teacher.post(api.assessment.findStatisticalDetails.path, foreign)),
    );
    expect(body(await teacher.post(r.finishRateDetails.path, foreign)).code).toBe(ErrorCode.NotFound);
  });
});
