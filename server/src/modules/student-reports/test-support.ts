import { eq } from 'drizzle-orm';
import { api, levelOfScore, RoleCode, type StudentReport } from '@pingjia/contract';
import { activities, dimensionScores, reportPublications, taskGroups } from '../../db/schema/index.js';
import { body, testDb, type TestApp } from '../../test/harness.js';
import {
  createClass,
  createDistrict,
  createParent,
  createSchool,
  createStudent,
  createUser,
  TEST_SHARD,
} from '../../test/factories.js';
import { addToPlan, createTaskGroup, ensureDimensionTree } from '../evaluation/test-factories.js';
import { clientOf, type Client } from '../progress/test-support.js';

/*
 * A district of report data for the student report tests: scores are inserted into
 * dimension_scores (the triggers of migration 0015 roll them up), publications into
 * report_publications. Every figure the tests expect is computed from the sheets below.
 */

export { clientOf, type Client };

/** An aspect or indicator score per dimension id; indicators '10', '11' sit under '1', and so on. */
export type ScoreSheet = Readonly<Record<string, number>>;

export const parentOf = (dimensionId: string) => (dimensionId.length === 1 ? null : dimensionId.slice(0, 1));

/** Aspects are the dimensions without a parent. */
export const aspectIds = (sheet: ScoreSheet) => Object.keys(sheet).filter((id) => parentOf(id) === null);

/** What the trigger stores as 'overall': the mean of the aspects, one decimal. */
export const overallOf = (sheet: ScoreSheet) => {
  const aspects = aspectIds(sheet).map((id) => sheet[id] ?? 0);
  return Math.round((10 * aspects.reduce((a, b) => a + b, 0)) / aspects.length) / 10;
};

export async function createReportGroup(reportYear: string, evaluationBatch: string, name?: string) {
  const group = await createTaskGroup(name === undefined ? {} : { name });
  await testDb().update(taskGroups).set({ reportYear, evaluationBatch }).where(eq(taskGroups.id, group.id));
  const [activity] = await testDb()
    .insert(activities)
    .values({
      taskGroupId: group.id,
      kind: 'activity',
      name: `${group.name}的活动`,
      guidePage: { title: group.name, content: '', media: [] },
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  return { ...group, reportYear, evaluationBatch, activityId: activity.id };
}

type ReportGroup = Awaited<ReturnType<typeof createReportGroup>>;

/** Stores the student's scores in the group as the scoring of one activity would. */
export async function scoreStudent(studentId: number, group: ReportGroup, sheet: ScoreSheet, updatedAt = new Date()) {
  await testDb()
    .insert(dimensionScores)
    .values(
      Object.entries(sheet).map(([dimensionId, score]) => ({
        userId: studentId,
        activityId: group.activityId,
        taskGroupId: group.id,
        dimensionId,
        parentDimensionId: parentOf(dimensionId),
        score,
        level: levelOfScore(score),
        provinceShardId: TEST_SHARD,
        updatedAt,
      })),
    );
}

export async function publish(taskGroupId: number, scope: 'region' | 'school', scopeId: number) {
  await testDb()
    .insert(reportPublications)
    .values({ taskGroupId, scope, scopeId, publishedAt: new Date(), provinceShardId: TEST_SHARD });
}

/** A class's sheets: the first student's own, then a shifted copy per classmate. */
const shifted = (sheet: ScoreSheet, by: number): ScoreSheet =>
  Object.fromEntries(Object.entries(sheet).map(([id, score]) => [id, Math.min(100, score + by)]));

/** The main child's scores: a strength in '10', room to grow in '20'. */
export const FIRST_SHEET: ScoreSheet = { '1': 80, '10': 90, '11': 70, '2': 60, '20': 60, '3': 75, '30': 75 };
export const SECOND_SHEET: ScoreSheet = {
  '1': 88,
  '10': 92,
  '11': 84,
  '2': 66,
  '20': 55,
  '21': 77,
  '3': 72,
  '30': 72,
};

/**
 * District A: school A1 with class 1 (the child and five classmates who answered, one who did
 * not) and class 2 (five), school A2 with five; district B: one school, one student. Report
 * 2025/1 is published for district A, 2025/2 for school A1, 2026/1 is not published.
 */
export async function reportWorld() {
  await ensureDimensionTree();
  const districtA = await createDistrict({ name: '西湖区' });
  const districtB = await createDistrict({ name: '鄞州区' });
  const schoolA1 = await createSchool({ districtId: districtA.id, organizationName: '西湖第一中学' });
  const schoolA2 = await createSchool({ districtId: districtA.id, organizationName: '西湖第二中学' });
  const schoolB = await createSchool({ districtId: districtB.id, organizationName: '鄞州中学' });
  const class1 = await createClass({ schoolId: schoolA1.id, name: '1班' });
  const class2 = await createClass({ schoolId: schoolA1.id, name: '2班' });
  const classA2 = await createClass({ schoolId: schoolA2.id, name: '1班' });
  const classB = await createClass({ schoolId: schoolB.id, name: '1班' });

  const first = await createReportGroup('2025', '1', '2025秋季综合评价');
  const second = await createReportGroup('2025', '2', '2025春季综合评价');
  const draft = await createReportGroup('2026', '1', '2026秋季综合评价');
  const noReport = await createTaskGroup({ name: '日常任务' });
  const groups = [first.id, second.id, draft.id, noReport.id];
  for (const place of [class1, classA2, classB]) await addToPlan(place.gradeId, groups);

  const child = await createStudent({
    classId: class1.id,
    userName: '王小明',
    loginName: `child${class1.id}`,
    phone: '13912345678',
    idCard: '330106201301011234',
  });
  const classmates = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => createStudent({ classId: class1.id, userName: `同学${n}号` })),
  );
  const absent = await createStudent({ classId: class1.id, userName: '缺考生' });
  const class2Students = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => createStudent({ classId: class2.id, userName: `二班${n}号` })),
  );
  const schoolA2Students = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => createStudent({ classId: classA2.id, userName: `二中${n}号` })),
  );
  const foreignChild = await createStudent({ classId: classB.id, userName: '外区学生' });

  const sheets = {
    first: new Map<number, ScoreSheet>([[child.id, FIRST_SHEET]]),
    second: new Map<number, ScoreSheet>([[child.id, SECOND_SHEET]]),
  };
  classmates.forEach((student, index) => sheets.second.set(student.id, shifted(SECOND_SHEET, index + 1)));
  class2Students.forEach((student, index) => sheets.second.set(student.id, shifted(SECOND_SHEET, -(2 * index + 2))));
  schoolA2Students.forEach((student, index) => sheets.second.set(student.id, shifted(SECOND_SHEET, 2 * index - 3)));
  sheets.first.set(foreignChild.id, FIRST_SHEET);
  for (const [studentId, sheet] of sheets.first) await scoreStudent(studentId, first, sheet);
  for (const [studentId, sheet] of sheets.second) await scoreStudent(studentId, second, sheet);
  await scoreStudent(child.id, draft, FIRST_SHEET);

  await publish(first.id, 'region', districtA.id);
  await publish(first.id, 'region', districtB.id);
  await publish(second.id, 'school', schoolA1.id);

  const people = {
    parent: await createParent({ children: [child.id] }),
    otherParent: await createParent({ children: [foreignChild.id] }),
    headTeacher: await createUser({
      schoolId: schoolA1.id,
      roles: [{ roleCode: RoleCode.headmaster, schoolId: schoolA1.id, classId: class1.id }],
    }),
    class2Teacher: await createUser({
      schoolId: schoolA1.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: schoolA1.id, classId: class2.id }],
    }),
    schoolAdmin: await createUser({
      schoolId: schoolA1.id,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: schoolA1.id }],
    }),
    areaAdmin: await createUser({
      regionId: districtA.id,
      roles: [{ roleCode: RoleCode.areaAdmin, regionId: districtA.id }],
    }),
    foreignAdmin: await createUser({
      schoolId: schoolB.id,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: schoolB.id }],
    }),
    customerService: await createUser({ roles: [{ roleCode: RoleCode.customerService }] }),
  };
  return {
    districtA,
    districtB,
    schoolA1,
    schoolA2,
    schoolB,
    class1,
    class2,
    classA2,
    classB,
    groups: { first, second, draft, noReport },
    child,
    classmates,
    absent,
    class2Students,
    schoolA2Students,
    foreignChild,
    sheets,
    people,
  };
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

/** The mean of a dimension over the sheets of some students, as the report shows it (null under 5). */
export function meanOf(sheets: ReadonlyMap<number, ScoreSheet>, studentIds: readonly number[], dimensionId: string) {
  const scores = studentIds.flatMap((id) => {
    const score = sheets.get(id)?.[dimensionId];
    return score === undefined ? [] : [score];
  });
  if (scores.length < 5) return null;
  return Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10;
}

export async function reportOf(client: Client, input: object, query?: Record<string, string>) {
  const reply = body<StudentReport>(await client.post(api.report.getStudentReport.path, input, query));
  if (!reply.success) throw new Error(`getStudentReport failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

/** Signs the world's people in, each once. */
export async function clientsOf(t: TestApp, w: ReportWorld) {
  const entries = await Promise.all(
    Object.entries({ child: w.child, foreignChild: w.foreignChild, absent: w.absent, ...w.people }).map(
      async ([name, user]) => [name, await clientOf(t, user)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<
    keyof ReportWorld['people'] | 'child' | 'foreignChild' | 'absent',
    Client
  >;
}
