import { randomBytes } from 'node:crypto';
import { RoleCode, TaskState } from '@pingjia/contract';
import {
  activities,
  adaptiveAttempts,
  answerDrafts,
  answers,
  participation,
  scenarioAttempts,
} from '../../db/schema/index.js';
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
import { addToPlan, createTaskGroup, setTaskState } from '../evaluation/test-factories.js';

const DAY_MS = 86_400_000;

async function createPlainActivity(taskGroupId: number, name: string, sort: number) {
  const [activity] = await testDb()
    .insert(activities)
    .values({
      taskGroupId,
      kind: 'activity',
      name,
      sort,
      guidePage: { title: name, content: '', media: [] },
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!activity) throw new Error('activity not created');
  return activity;
}

interface Pair {
  userId: number;
  activityId: number;
  taskGroupId: number;
}

/** Hands the activity in with an answer that took `useTime` seconds. */
async function submit(pair: Pair, useTime: number, finishedAt: Date) {
  await setTaskState(pair.userId, pair.activityId, pair.taskGroupId, {
    userTaskState: TaskState.submitted,
    respondTimes: 1,
    finishedAt,
  });
  await testDb()
    .insert(answers)
    .values({
      ...pair,
      submitKey: `k${randomBytes(6).toString('hex')}`,
      kind: 'submit',
      answers: {},
      useTime,
      result: {},
      provinceShardId: TEST_SHARD,
      submittedAt: finishedAt,
    });
}

async function waive(pair: Pair, finishedAt: Date) {
  await setTaskState(pair.userId, pair.activityId, pair.taskGroupId, {
    userTaskState: TaskState.submitted,
    isWaive: 1,
    finishedAt,
  });
}

async function draft(pair: Pair, useTime: number) {
  await testDb()
    .insert(answerDrafts)
    .values({ userId: pair.userId, activityId: pair.activityId, answers: {}, useTime, provinceShardId: TEST_SHARD });
}

async function adaptiveAttempt(pair: Pair) {
  const settings = {
    gridPoints: 81,
    gridMin: -5,
    gridMax: 5,
    priorMean: 0,
    priorSd: 1,
    randomesqueK: 1,
    targetSe: 0.3,
    minLength: 5,
    maxLength: 20,
    contentTargets: {},
  };
  await testDb()
    .insert(adaptiveAttempts)
    .values({ ...pair, attemptNo: 1, seed: 1, settings, bank: [], provinceShardId: TEST_SHARD });
}

async function scenarioWalk(pair: Pair) {
  await testDb()
    .insert(scenarioAttempts)
    .values({ ...pair, path: ['start'], provinceShardId: TEST_SHARD });
}

async function choose(
  taskGroupId: number,
  subject: { type: 'school' | 'student'; id: number; schoolId: number },
  participates: boolean,
) {
  await testDb().insert(participation).values({
    taskGroupId,
    subjectType: subject.type,
    subjectId: subject.id,
    participates,
    schoolId: subject.schoolId,
    provinceShardId: TEST_SHARD,
  });
}

/**
 * A district with two schools taking part in a task group of two activities, a student in
 * every state, and a school of another district. Expected figures are in progress.api.test.ts.
 *
 * - school 1, 七年级 1班: p1 done ×2 (100 s + 50 s); p2 waived A1, draft on A2 (30 s);
 *   p3 untouched; p4 taken out by a student row (with an answer that stays apart); p5 disabled.
 * - school 1, 七年级 2班: p6 adaptive attempt on A1, scenario walk on A2; p7 untouched.
 * - school 1, 八年级 1班: p12, whose grade plan lacks the group.
 * - school 2, 七年级 1班 (school taken out): p8, p9; p10 put back by a student row, done A1 (40 s).
 * - school 3 in another district: p11 done A1; its own group `otherGroup`.
 */
export async function progressDistrict() {
  const district = await createDistrict({ name: '西湖区' });
  const otherDistrict = await createDistrict({ name: '鄞州区' });
  const school1 = await createSchool({ organizationName: 'A实验学校', districtId: district.id });
  const school2 = await createSchool({ organizationName: 'B实验学校', districtId: district.id });
  const school3 = await createSchool({ organizationName: 'C实验学校', districtId: otherDistrict.id });
  const class1 = await createClass({ schoolId: school1.id, gradeLevel: 7, name: '1班' });
  const class2 = await createClass({ schoolId: school1.id, gradeLevel: 7, name: '2班' });
  const class8 = await createClass({ schoolId: school1.id, gradeLevel: 8, name: '1班' });
  const class3 = await createClass({ schoolId: school2.id, gradeLevel: 7, name: '1班' });
  const class4 = await createClass({ schoolId: school3.id, gradeLevel: 7, name: '1班' });

  const group = await createTaskGroup({ name: '秋季评价' });
  const otherGroup = await createTaskGroup({ name: '他区评价', startTime: new Date(Date.now() - DAY_MS) });
  const a1 = await createPlainActivity(group.id, '我的成长', 1);
  const a2 = await createPlainActivity(group.id, '劳动实践', 2);
  await createPlainActivity(otherGroup.id, '他区活动', 1);
  for (const place of [class1, class3]) await addToPlan(place.gradeId, [group.id]);
  await addToPlan(class4.gradeId, [group.id, otherGroup.id]);

  const student = (loginName: string, classId: number, extra: { state?: number; phone?: string } = {}) =>
    createStudent({ loginName, userName: `学生${loginName}`, classId, ...extra });
  const p = {
    p1: await student('p01', class1.id, { phone: '13900001111' }),
    p2: await student('p02', class1.id),
    p3: await student('p03', class1.id),
    p4: await student('p04', class1.id),
    p5: await student('p05', class1.id, { state: 0 }),
    p6: await student('p06', class2.id),
    p7: await student('p07', class2.id),
    p8: await student('p08', class3.id),
    p9: await student('p09', class3.id),
    p10: await student('p10', class3.id),
    p11: await student('p11', class4.id),
    p12: await student('p12', class8.id),
  };
  const on = (user: { id: number }, activity: { id: number }) => ({
    userId: user.id,
    activityId: activity.id,
    taskGroupId: group.id,
  });
  const finishedAt = new Date('2026-03-02T02:00:00Z');
  await submit(on(p.p1, a1), 100, finishedAt);
  await submit(on(p.p1, a2), 50, new Date('2026-03-03T02:00:00Z'));
  await waive(on(p.p2, a1), finishedAt);
  await draft(on(p.p2, a2), 30);
  await choose(group.id, { type: 'student', id: p.p4.id, schoolId: school1.id }, false);
  await submit(on(p.p4, a1), 70, finishedAt);
  await submit(on(p.p5, a1), 80, finishedAt);
  await adaptiveAttempt(on(p.p6, a1));
  await scenarioWalk(on(p.p6, a2));
  await choose(group.id, { type: 'school', id: school2.id, schoolId: school2.id }, false);
  await choose(group.id, { type: 'student', id: p.p10.id, schoolId: school2.id }, true);
  await submit(on(p.p10, a1), 40, finishedAt);
  await submit(on(p.p11, a1), 60, finishedAt);
  await submit(on(p.p12, a1), 90, finishedAt);

  const grant = (roleCode: number, where: { schoolId?: number; classId?: number; regionId?: number }) => [
    { roleCode, ...where },
  ];
  const people = {
    areaAdmin: await createAreaAdmin({ regionId: district.id }),
    researcher: await createUser({
      regionId: district.id,
      roles: grant(RoleCode.areaTeach, { regionId: district.id }),
    }),
    schoolAdmin: await createTeacher({
      schoolId: school1.id,
      roles: grant(RoleCode.schoolAdmin, { schoolId: school1.id }),
    }),
    teacher: await createTeacher({
      schoolId: school1.id,
      roles: grant(RoleCode.teacher, { schoolId: school1.id, classId: class1.id }),
    }),
    headTeacher: await createTeacher({
      schoolId: school1.id,
      roles: grant(RoleCode.headmaster, { schoolId: school1.id, classId: class2.id }),
    }),
  };
  return {
    district,
    otherDistrict,
    school1,
    school2,
    school3,
    class1,
    class2,
    class3,
    class4,
    class8,
    group,
    otherGroup,
    a1,
    a2,
    students: p,
    people,
  };
}
