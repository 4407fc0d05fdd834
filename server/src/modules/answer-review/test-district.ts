import { api, RoleCode } from '@pingjia/contract';
import { authed, body, signIn, type TestApp } from '../../test/harness.js';
import {
  createAreaAdmin,
  createClass,
  createDistrict,
  createParent,
  createSchool,
  createStudent,
  createTeacher,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.js';
import {
  addToPlan,
  createActivity,
  createTaskGroup,
  createUploadedFile,
  submitKey,
} from '../evaluation/test-factories.js';

export type Client = ReturnType<typeof authed>;

export async function clientOf(t: TestApp, user: { loginName: string }): Promise<Client> {
  return authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
}

type Activity = Awaited<ReturnType<typeof createActivity>>;

const e = api.evaluation;

/** Hands an answer in through the students' own call and returns its id. */
async function handInAt(
  student: Client,
  path: string,
  ref: { taskGroupId: number; activityId: number },
  answers: Record<string, unknown>,
): Promise<number> {
  const reply = body<{ answerId: number }>(
    await student.post(path, { ...ref, submitKey: submitKey(), useTime: 120, answers }),
  );
  if (!reply.success) throw new Error(`hand-in failed: ${reply.code} ${reply.message}`);
  return reply.data.answerId;
}

/**
 * A district of two schools and a school of another district, all taking part in one task group
 * of an activity (single choice worth 4, open text worth 2, image upload worth 1) and a
 * questionnaire (the same items, not scored). Answers, oldest first, through the real calls:
 *
 * - s1 (school 1, 1班): the activity with every item right (7 points), then a re-answer with the
 *   worst option and no upload (2 points); the questionnaire (7 points).
 * - s2 (school 1, 2班): the activity (4 points), reset by the school admin, answered again (4 points).
 * - s3 (school 2): the activity (4 points). s4 (the other district): the activity (4 points).
 */
export async function answerDistrict(t: TestApp) {
  const district = await createDistrict({ name: '上城区' });
  const otherDistrict = await createDistrict({ name: '拱墅区' });
  const school1 = await createSchool({ organizationName: '甲实验学校', districtId: district.id });
  const school2 = await createSchool({ organizationName: '乙实验学校', districtId: district.id });
  const school3 = await createSchool({ organizationName: '丙实验学校', districtId: otherDistrict.id });
  const class1 = await createClass({ schoolId: school1.id, gradeLevel: 7, name: '1班' });
  const class2 = await createClass({ schoolId: school1.id, gradeLevel: 7, name: '2班' });
  const class3 = await createClass({ schoolId: school2.id, gradeLevel: 7, name: '1班' });
  const class4 = await createClass({ schoolId: school3.id, gradeLevel: 7, name: '1班' });
  const group = await createTaskGroup({ name: '综合评价' });
  for (const place of [class1, class3, class4]) await addToPlan(place.gradeId, [group.id]);
  const activity = await createActivity(group.id, { name: '我的成长' });
  const questionnaire = await createActivity(group.id, { kind: 'questionnaire', name: '生活问卷' });

  const student = (loginName: string, classId: number) =>
    createStudent({ loginName, userName: `学生${loginName}`, classId });
  const students = {
    s1: await student('review01', class1.id),
    s2: await student('review02', class2.id),
    s3: await student('review03', class3.id),
    s4: await student('review04', class4.id),
  };
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
    otherSchoolAdmin: await createTeacher({
      schoolId: school3.id,
      roles: grant(RoleCode.schoolAdmin, { schoolId: school3.id }),
    }),
    customerService: await createUser({ roles: [{ roleCode: RoleCode.customerService }] }),
    parent: await createParent({ children: [students.s1.id] }),
  };

  const upload = await createUploadedFile(students.s1.id);
  const full = (a: Activity) => ({
    [String(a.choice.id)]: a.bestOption,
    [String(a.text?.id)]: '我学会了做饭',
    [String(a.upload?.id)]: [upload],
  });
  const bestOnly = (a: Activity) => ({ [String(a.choice.id)]: a.bestOption });
  const onActivity = { taskGroupId: group.id, activityId: activity.activityId };
  const onQuestionnaire = { taskGroupId: group.id, activityId: questionnaire.activityId };

  const [c1, c2, c3, c4] = await Promise.all(Object.values(students).map((user) => clientOf(t, user)));
  if (!c1 || !c2 || !c3 || !c4) throw new Error('students not signed in');
  // The test app's clock stands still unless moved: each step happens a second after the last.
  const handIn = (...args: Parameters<typeof handInAt>) => {
    t.clock.advance(1_000);
    return handInAt(...args);
  };
  const s1First = await handIn(c1, e.subEvaluationGroupAnswer.path, onActivity, full(activity));
  const s1Second = await handIn(c1, e.replaceSubEvaluationGroupAnswer.path, onActivity, {
    [String(activity.choice.id)]: activity.worstOption,
    [String(activity.text?.id)]: '我学会了洗碗',
  });
  const s1Questionnaire = await handIn(c1, e.subEvaluationGroupAnswer.path, onQuestionnaire, full(questionnaire));
  const s2First = await handIn(c2, e.subEvaluationGroupAnswer.path, onActivity, bestOnly(activity));
  const schoolAdmin = await clientOf(t, people.schoolAdmin);
  t.clock.advance(1_000);
  const reset = body(
    await schoolAdmin.post(api.taskInfo.resetTaskResult.path, {
      studentId: students.s2.id,
      activityId: activity.activityId,
      reason: '设备故障，需要重新作答',
    }),
  );
  if (!reset.success) throw new Error(`reset failed: ${reset.message}`);
  const s2Second = await handIn(c2, e.subEvaluationGroupAnswer.path, onActivity, bestOnly(activity));
  const s3Answer = await handIn(c3, e.subEvaluationGroupAnswer.path, onActivity, bestOnly(activity));
  const s4Answer = await handIn(c4, e.subEvaluationGroupAnswer.path, onActivity, bestOnly(activity));

  return {
    district,
    school1,
    class1,
    class2,
    class3,
    class4,
    group,
    activity,
    questionnaire,
    students,
    people,
    upload,
    answers: { s1First, s1Second, s1Questionnaire, s2First, s2Second, s3Answer, s4Answer },
  };
}
