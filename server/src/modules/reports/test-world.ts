import { eq } from 'drizzle-orm';
import { levelOfScore, RoleCode } from '@pingjia/contract';
import { activities, dimensionScores, taskGroups } from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import {
  createAreaAdmin,
  createClass,
  createDistrict,
  createSchool,
  createStudent,
  createTeacher,
  createUser,
  TEST_SHARD,
} from '../../test/factories.js';
import { addToPlan, createTaskGroup, ensureDimensionTree } from '../evaluation/test-factories.js';

/*
 * A district with report scores in two batches, for the report tests. A student's "value" v is
 * their overall score: aspect 1 scores v + 5 (indicators 10: v + 7, 11: v + 3, 12: v + 1) and
 * aspect 2 v − 5 (indicators 20: v − 5, 21: v − 8, 22: v − 2), so overall = mean of the aspects = v.
 *
 * 西湖区 (district D):
 * - A实验学校, 七年级 1班: five students v 50, 55, 60, 65, 70 in the autumn batch and +10 in the
 *   spring batch; 陈小明 answered in spring only (75); 褚小红 never answered.
 * - A实验学校, 七年级 2班: v 40, 50, 60, 70, 80 in autumn, +4 in spring.
 * - B实验学校, 七年级 1班: v 55, 58, 60, 62, 65 in autumn, −2 in spring.
 * - B实验学校, 八年级 1班: three students in spring only (90, 80, 70): a group under the minimum.
 * 鄞州区 (district E): C实验学校 七年级 1班, five students 70 in autumn and 80 in spring.
 *
 * Every class starts at 60 on average, so the district's line has slope 1 and intercept 4 and
 * the value-added figures can be worked out by hand (reports.api.test.ts).
 */

export interface ScoreRow {
  dimensionId: string;
  parentDimensionId: string | null;
  score: number;
}

/** The dimension rows an activity stores for a student of value v. */
export function rowsOfValue(v: number): ScoreRow[] {
  return [
    { dimensionId: '1', parentDimensionId: null, score: v + 5 },
    { dimensionId: '10', parentDimensionId: '1', score: v + 7 },
    { dimensionId: '11', parentDimensionId: '1', score: v + 3 },
    { dimensionId: '12', parentDimensionId: '1', score: v + 1 },
    { dimensionId: '2', parentDimensionId: null, score: v - 5 },
    { dimensionId: '20', parentDimensionId: '2', score: v - 5 },
    { dimensionId: '21', parentDimensionId: '2', score: v - 8 },
    { dimensionId: '22', parentDimensionId: '2', score: v - 2 },
  ];
}

export async function createPlainActivity(taskGroupId: number, name: string) {
  const [activity] = await testDb()
    .insert(activities)
    .values({
      taskGroupId,
      kind: 'activity',
      name,
      sort: 1,
      guidePage: { title: name, content: '', media: [] },
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  return activity;
}

export async function createReportGroup(name: string, reportYear: string, evaluationBatch: string, daysAgo: number) {
  const group = await createTaskGroup({ name, startTime: new Date(Date.now() - daysAgo * 86_400_000) });
  await testDb().update(taskGroups).set({ reportYear, evaluationBatch }).where(eq(taskGroups.id, group.id));
  const activity = await createPlainActivity(group.id, `${name}活动`);
  return { ...group, reportYear, evaluationBatch, activity };
}

export interface Answer {
  userId: number;
  activity: { id: number; taskGroupId: number };
  v: number;
}

/** Stores the answers' dimension scores in one statement, as a bulk import would (the triggers roll them up). */
export async function storeScores(answers: readonly Answer[]): Promise<void> {
  const now = new Date();
  const values = answers.flatMap(({ userId, activity, v }) =>
    rowsOfValue(v).map((row) => ({
      userId,
      activityId: activity.id,
      taskGroupId: activity.taskGroupId,
      ...row,
      level: levelOfScore(row.score),
      provinceShardId: TEST_SHARD,
      updatedAt: now,
    })),
  );
  if (values.length > 0) await testDb().insert(dimensionScores).values(values);
}

/** Spring values by class, with autumn = spring − change for the paired students. */
export const WORLD = {
  a1: { autumn: [50, 55, 60, 65, 70], spring: [60, 65, 70, 75, 80], springOnly: 75 },
  a2: { autumn: [40, 50, 60, 70, 80], spring: [44, 54, 64, 74, 84] },
  b1: { autumn: [55, 58, 60, 62, 65], spring: [53, 56, 58, 60, 63] },
  b8: { spring: [90, 80, 70] },
  c1: { autumn: [70, 70, 70, 70, 70], spring: [80, 80, 80, 80, 80] },
} as const;

/** 七年级 1班's students in the order of their values above, then the spring-only and the absent one. */
const A1_NAMES = ['周小伟', '吴小军', '郑小华', '王小丽', '冯小刚', '陈小明', '褚小红'] as const;

export async function reportWorld() {
  await ensureDimensionTree();
  const district = await createDistrict({ name: '西湖区' });
  const otherDistrict = await createDistrict({ name: '鄞州区' });
  const schoolA = await createSchool({ organizationName: 'A实验学校', districtId: district.id });
  const schoolB = await createSchool({ organizationName: 'B实验学校', districtId: district.id });
  const schoolC = await createSchool({ organizationName: 'C实验学校', districtId: otherDistrict.id });
  const a1 = await createClass({ schoolId: schoolA.id, gradeLevel: 7, name: '1班' });
  const a2 = await createClass({ schoolId: schoolA.id, gradeLevel: 7, name: '2班' });
  const b1 = await createClass({ schoolId: schoolB.id, gradeLevel: 7, name: '1班' });
  const b8 = await createClass({ schoolId: schoolB.id, gradeLevel: 8, name: '1班' });
  const c1 = await createClass({ schoolId: schoolC.id, gradeLevel: 7, name: '1班' });

  const autumn = await createReportGroup('秋季评价', '2025', '1', 60);
  const spring = await createReportGroup('春季评价', '2025', '2', 10);
  const practice = await createTaskGroup({ name: '练习' });
  for (const place of [a1, b1, c1]) await addToPlan(place.gradeId, [autumn.id, spring.id, practice.id]);
  await addToPlan(b8.gradeId, [spring.id]);

  const students = async (classId: number, prefix: string, count: number, names: readonly string[] = []) => {
    const list = [];
    for (let index = 0; index < count; index += 1) {
      const userName = names[index] ?? `学生${prefix}${index + 1}`;
      list.push(await createStudent({ loginName: `${prefix}${index + 1}`, userName, classId }));
    }
    return list;
  };
  const s = {
    a1: await students(a1.id, 'ra1s', 7, A1_NAMES),
    a2: await students(a2.id, 'ra2s', 5),
    b1: await students(b1.id, 'rb1s', 5),
    b8: await students(b8.id, 'rb8s', 3),
    c1: await students(c1.id, 'rc1s', 5),
  };
  const answers = (list: { id: number }[], activity: Answer['activity'], values: readonly number[]) =>
    values.map((v, index) => ({ userId: list[index]?.id ?? 0, activity, v }));
  await storeScores([
    ...answers(s.a1, autumn.activity, WORLD.a1.autumn),
    ...answers(s.a1, spring.activity, [...WORLD.a1.spring, WORLD.a1.springOnly]),
    ...answers(s.a2, autumn.activity, WORLD.a2.autumn),
    ...answers(s.a2, spring.activity, WORLD.a2.spring),
    ...answers(s.b1, autumn.activity, WORLD.b1.autumn),
    ...answers(s.b1, spring.activity, WORLD.b1.spring),
    ...answers(s.b8, spring.activity, WORLD.b8.spring),
    ...answers(s.c1, autumn.activity, WORLD.c1.autumn),
    ...answers(s.c1, spring.activity, WORLD.c1.spring),
  ]);

  const grant = (roleCode: number, where: { schoolId?: number; classId?: number; regionId?: number }) => [
    { roleCode, ...where },
  ];
  const people = {
    areaAdmin: await createAreaAdmin({ regionId: district.id }),
    otherAreaAdmin: await createAreaAdmin({ regionId: otherDistrict.id }),
    researcher: await createUser({
      regionId: district.id,
      roles: grant(RoleCode.areaTeach, { regionId: district.id }),
    }),
    schoolAdmin: await createTeacher({
      schoolId: schoolA.id,
      roles: grant(RoleCode.schoolAdmin, { schoolId: schoolA.id }),
    }),
    otherSchoolAdmin: await createTeacher({
      schoolId: schoolC.id,
      roles: grant(RoleCode.schoolAdmin, { schoolId: schoolC.id }),
    }),
    headTeacher: await createTeacher({
      schoolId: schoolA.id,
      roles: grant(RoleCode.headmaster, { schoolId: schoolA.id, classId: a1.id }),
    }),
    teacher: await createTeacher({
      schoolId: schoolA.id,
      roles: grant(RoleCode.teacher, { schoolId: schoolA.id, classId: a2.id }),
    }),
  };
  return {
    district,
    otherDistrict,
    schoolA,
    schoolB,
    schoolC,
    a1,
    a2,
    b1,
    b8,
    c1,
    autumn,
    spring,
    practice,
    students: s,
    people,
  };
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;
