import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { levelOfScore, RoleCode } from '@pingjia/contract';
import {
  answers,
  awardDefinitions,
  dimensionScores,
  exclusiveIndicators,
  exportJobs,
  files,
  importJobs,
  reportAssistantSessions,
  reportPublications,
  starActivityRecords,
  taskGroups,
  taskStates,
  userAwards,
} from '../../db/schema/index.js';
import { ensureAwardDefinitions } from '../../modules/awards/definitions.js';
import { importBank } from '../../modules/adaptive/importer.js';
import { importContent } from '../../modules/content/importer.js';
import {
  activityDefinition,
  addToPlan,
  createActivity,
  createTaskGroup,
  ensureDimensionTree,
} from '../../modules/evaluation/test-factories.js';
import { importProgrammingTasks } from '../../modules/programming/importer.js';
import { taskDefinition } from '../../modules/programming/test-factories.js';
import { findTasks } from '../../modules/programming/repository.js';
import { importScenario } from '../../modules/scenario/importer.js';
import { branchingDefinition } from '../../modules/scenario/test-definitions.js';
import { dataDirFileStore } from '../../platform/file-store/local-disk.js';
import { demoBankItems } from '../../seed/adaptive/bank.js';
import {
  createClass,
  createDistrict,
  createParent,
  createSchool,
  createStudent,
  createUser,
  moveToProvince,
  SECOND_PROVINCE_SHARD,
  TEST_SHARD,
} from '../factories.js';
import { testDb } from '../harness.js';

/*
 * The matrix's data, built once: four schools that mirror each other, so that a record of
 * another school is as complete as the caller's own and a missing scope check would show.
 *
 * - home: the callers' school (district A1 of province A, TEST_SHARD);
 * - otherSchool: a second school in district A1 (an area admin's, not a school admin's);
 * - otherDistrict: a school in district A2 of province A (customer service's, not an area admin's);
 * - otherProvince: a school in the second province (nobody's).
 *
 * Each school has grade 7 with two classes, three students (main and mate in class 1, other in
 * class 2), a parent for main and one for mate, a user of every role, and records of each kind:
 * a task group planned for its grade only, with one answerable activity, answers, scores, a
 * published report, files, star-calendar records, jobs and an assistant session.
 */

type WorldName = 'home' | 'otherSchool' | 'otherDistrict' | 'otherProvince';

/**
 * A caller: a role code and a name for messages (the two content-admin codes differ). A parent
 * acting as their child (parentsSwitchStudentPasswordFreeLogin) is one more caller: a student
 * session that remembers the parent behind it.
 */
export interface MatrixRole {
  key: string;
  code: number;
  /** Signed in as this role's user, then switched into their child. */
  actsFrom?: string;
}

const ROLE_KEYS: Record<number, string> = {
  [RoleCode.areaAdmin]: 'areaAdmin',
  [RoleCode.schoolAdmin]: 'schoolAdmin',
  [RoleCode.teacher]: 'teacher',
  [RoleCode.student]: 'student',
  [RoleCode.parent]: 'parent',
  [RoleCode.headmaster]: 'headmaster',
  [RoleCode.areaTeach]: 'areaTeach',
  [RoleCode.activityAdmin]: 'activityAdmin',
  [RoleCode.activityAdminAlt]: 'activityAdminAlt',
  [RoleCode.organAdmin]: 'organAdmin',
  [RoleCode.customerService]: 'customerService',
};

const STUDENT_CALLER: MatrixRole = { key: 'student', code: RoleCode.student };

export const MATRIX_ROLES: readonly MatrixRole[] = [
  ...Object.values(RoleCode).map((code) => ({ key: ROLE_KEYS[code] ?? `role${code}`, code })),
  { key: 'actingParent', code: RoleCode.student, actsFrom: 'parent' },
];

export interface Person {
  id: number;
  loginName: string;
}

export interface SchoolWorld {
  name: WorldName;
  shard: number;
  /** The city above the district: area admins and researchers are granted it, so they may edit its districts. */
  cityId: number;
  districtId: number;
  schoolId: number;
  gradeId: number;
  classMainId: number;
  classOtherId: number;
  /** A user of every role, by role key: the callers in home, their counterparts elsewhere. */
  byRole: Record<string, Person>;
  /** The student main's classmate (bound to parentMate) and a student of the other class. */
  studentMate: Person;
  studentOther: Person;
  parentMate: Person;
  /** Staff nobody signs in as, for the calls that change a teacher or an area manager. */
  teacherMate: Person;
  areaManagerMate: Person;
  /** The school's task group (its grade's plan) with an answerable activity, and activities of the other engines. */
  taskGroupId: number;
  activityId: number;
  adaptiveActivityId: number;
  scenarioActivityId: number;
  programmingActivityId: number;
  programmingTaskId: number;
  /** A second report of the same grade, for value-added baselines. */
  baseTaskGroupId: number;
  /** Per student id: an answer, and a star record per caller who deletes one (STAR_RECORD_DELETERS). */
  answerOf: Map<number, number>;
  starRecordsOf: Map<number, number[]>;
  /** Per user id: a file they own (name and id), an import job, an export job, an assistant session. */
  fileOf: Map<number, { id: number; fileName: string }>;
  importJobOf: Map<number, string>;
  exportJobOf: Map<number, string>;
  assistantSessionOf: Map<number, string>;
  exclusiveIndicatorId: number;
}

export type Worlds = Record<WorldName, SchoolWorld>;

const REPORT_YEAR = '2025';
const EVALUATION_BATCH = '1';
const BASE_BATCH = '2';
const SCORES: Record<string, number> = { '1': 80, '10': 90, '2': 60, '20': 60 };

async function staff(code: number, grant: { schoolId?: number; regionId?: number; classId?: number }) {
  return createUser({
    userName: '测试老师',
    ...(grant.schoolId === undefined ? {} : { schoolId: grant.schoolId }),
    ...(grant.regionId === undefined ? {} : { regionId: grant.regionId }),
    roles: [{ roleCode: code, ...grant }],
  });
}

/** The school's people: a user of every role and the mates the cases need. */
async function people(
  place: { cityId: number; districtId: number; schoolId: number },
  classMainId: number,
  classOtherId: number,
) {
  const { cityId, districtId, schoolId } = place;
  const student = await createStudent({ classId: classMainId });
  const studentMate = await createStudent({ classId: classMainId });
  const studentOther = await createStudent({ classId: classOtherId });
  const parent = await createParent({ children: [student.id] });
  const parentMate = await createParent({ children: [studentMate.id] });
  const inClass = { schoolId, classId: classMainId };
  const byRole: Record<string, Person> = {
    areaAdmin: await staff(RoleCode.areaAdmin, { regionId: cityId }),
    schoolAdmin: await staff(RoleCode.schoolAdmin, { schoolId }),
    teacher: await staff(RoleCode.teacher, inClass),
    student,
    parent,
    headmaster: await staff(RoleCode.headmaster, inClass),
    areaTeach: await staff(RoleCode.areaTeach, { regionId: cityId }),
    activityAdmin: await staff(RoleCode.activityAdmin, {}),
    activityAdminAlt: await staff(RoleCode.activityAdminAlt, {}),
    organAdmin: await staff(RoleCode.organAdmin, {}),
    customerService: await staff(RoleCode.customerService, {}),
  };
  // A parent acting as their child is the child, as far as records go.
  byRole.actingParent = student;
  const teacherMate = await staff(RoleCode.teacher, { schoolId, classId: classOtherId });
  const areaManagerMate = await staff(RoleCode.areaAdmin, { regionId: districtId });
  return { byRole, studentMate, studentOther, parentMate, teacherMate, areaManagerMate };
}

/** Who deletes a star record in the cases: each deletes their own, so one deletion leaves the next a record. */
export const STAR_RECORD_DELETERS = ['student', 'parent', 'actingParent'] as const;

/** Rows that belong to a student: an answer with its task state and scores, and two star records. */
async function studentRecords(world: SchoolWorld, studentId: number) {
  const db = testDb();
  const { shard: provinceShardId, taskGroupId, activityId } = world;
  const now = new Date();
  const [answer] = await db
    .insert(answers)
    .values({
      userId: studentId,
      activityId,
      taskGroupId,
      submitKey: `k${randomBytes(8).toString('hex')}`,
      kind: 'submit',
      answers: {},
      result: {},
      provinceShardId,
      submittedAt: now,
    })
    .returning({ id: answers.id });
  if (!answer) throw new Error('answer not created');
  world.answerOf.set(studentId, answer.id);
  await db.insert(taskStates).values({
    userId: studentId,
    activityId,
    taskGroupId,
    userTaskState: 1,
    respondTimes: 1,
    finishedAt: now,
    provinceShardId,
  });
  await db.insert(dimensionScores).values(
    Object.entries(SCORES).map(([dimensionId, score]) => ({
      userId: studentId,
      activityId,
      taskGroupId,
      dimensionId,
      parentDimensionId: dimensionId.length === 1 ? null : dimensionId.slice(0, 1),
      score,
      level: levelOfScore(score),
      provinceShardId,
      updatedAt: now,
    })),
  );
  const stars = await db
    .insert(starActivityRecords)
    .values(
      STAR_RECORD_DELETERS.map(() => ({
        studentId,
        tabType: 1,
        title: '跳绳',
        stars: 2,
        recordDate: now.toISOString().slice(0, 10),
        createdBy: studentId,
        provinceShardId,
      })),
    )
    .returning({ id: starActivityRecords.id });
  world.starRecordsOf.set(
    studentId,
    stars.map((star) => star.id),
  );
  const [trophy] = await db.select().from(awardDefinitions).where(eq(awardDefinitions.rule, 'groupComplete'));
  if (trophy) {
    await db
      .insert(userAwards)
      .values({ userId: studentId, awardId: trophy.id, taskGroupId, awardedAt: now, provinceShardId });
  }
}

/** What an assistant session is about: a teacher's class, a parent's child, a student themself. */
function assistantSubject(world: SchoolWorld, person: Person, role: MatrixRole) {
  if (role.key === 'teacher' || role.key === 'headmaster') return { classId: world.classMainId };
  return { studentId: role.key === 'parent' ? world.byRole.student?.id : person.id };
}

/** Rows a user owns: a private file, an import job, an export job and a report-assistant session. */
async function ownedRecords(world: SchoolWorld, person: Person, role: MatrixRole) {
  const roleCode = role.code;
  const db = testDb();
  const provinceShardId = world.shard;
  const fileName = `2026/01/${randomUUID()}.xlsx`;
  const [file] = await db
    .insert(files)
    .values({
      fileName,
      originalName: 'people.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 10,
      sha256: randomBytes(32).toString('hex'),
      ownerUserId: person.id,
      provinceShardId,
    })
    .returning({ id: files.id });
  world.fileOf.set(person.id, { id: file?.id ?? 0, fileName });
  const [importJob] = await db
    .insert(importJobs)
    .values({ ownerUserId: person.id, kind: 'student', mode: 'dryRun', fileName, state: 'done', provinceShardId })
    .returning({ id: importJobs.id });
  world.importJobOf.set(person.id, importJob?.id ?? '');
  const [exportJob] = await db
    .insert(exportJobs)
    .values({
      ownerUserId: person.id,
      roleId: roleCode,
      provinceShardId,
      kind: 'completionStatus',
      // The query as the matrix asks it: latestExportJob finds a job by its exact query.
      query: { taskGroupId: world.taskGroupId, activityId: world.activityId },
      locale: 'zh-CN',
      scopeName: '西湖区',
      state: 'done',
    })
    .returning({ id: exportJobs.id });
  world.exportJobOf.set(person.id, exportJob?.id ?? '');
  const [session] = await db
    .insert(reportAssistantSessions)
    .values({
      userId: person.id,
      roleId: roleCode,
      taskGroupId: world.taskGroupId,
      ...assistantSubject(world, person, role),
      ragflowSessionId: `ragflow-${randomUUID()}`,
      provinceShardId,
      createdAt: new Date(),
    })
    .returning({ id: reportAssistantSessions.id });
  world.assistantSessionOf.set(person.id, session?.id ?? '');
}

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** A report group planned for the grade; in the second province it moves there before its content is imported. */
async function reportGroup(name: string, gradeId: number, batch: string, shard: number) {
  const group = await createTaskGroup({ name });
  await testDb()
    .update(taskGroups)
    .set({ reportYear: REPORT_YEAR, evaluationBatch: batch })
    .where(eq(taskGroups.id, group.id));
  await addToPlan(gradeId, [group.id]);
  if (shard !== TEST_SHARD) await moveToProvince(shard, { taskGroupIds: [group.id] });
  return group.id;
}

/** An activity answered on its own page (adaptive, scenario, programming), with its bank, story or task. */
async function engineActivities(taskGroupId: number) {
  const imported = async (kind: 'adaptive' | 'scenario' | 'programming') =>
    (await importContent(testDb(), activityDefinition(taskGroupId, { kind, name: `${kind}活动` }), noActor)).activityId;
  const adaptiveActivityId = await imported('adaptive');
  await importBank(
    testDb(),
    {
      activityId: adaptiveActivityId,
      settings: { minLength: 3, maxLength: 5, targetSe: 0.05 },
      items: demoBankItems(),
    },
    noActor,
  );
  const scenarioActivityId = await imported('scenario');
  await importScenario(testDb(), branchingDefinition(scenarioActivityId), noActor, new Date());
  const programmingActivityId = await imported('programming');
  await importProgrammingTasks(testDb(), { activityId: programmingActivityId, tasks: [taskDefinition()] }, noActor);
  const [task] = await findTasks(testDb(), programmingActivityId);
  return { adaptiveActivityId, scenarioActivityId, programmingActivityId, programmingTaskId: task?.id ?? 0 };
}

async function buildSchool(name: WorldName, district: { id: number; parentId: number | null }): Promise<SchoolWorld> {
  const districtId = district.id;
  const cityId = district.parentId ?? 0;
  const shard = name === 'otherProvince' ? SECOND_PROVINCE_SHARD : TEST_SHARD;
  const school = await createSchool({ districtId });
  const classMain = await createClass({ schoolId: school.id, gradeLevel: 7, name: '1班' });
  const classOther = await createClass({ schoolId: school.id, gradeLevel: 7, name: '2班' });
  const who = await people({ cityId, districtId, schoolId: school.id }, classMain.id, classOther.id);
  const taskGroupId = await reportGroup(`${name}任务组`, classMain.gradeId, EVALUATION_BATCH, shard);
  const baseTaskGroupId = await reportGroup(`${name}基线`, classMain.gradeId, BASE_BATCH, shard);
  const { activityId } = await createActivity(taskGroupId, { name: `${name}活动` });
  await createActivity(baseTaskGroupId, { name: `${name}基线活动` });
  const engines = await engineActivities(taskGroupId);
  const users = [
    ...new Set(Object.values(who.byRole)),
    who.studentMate,
    who.studentOther,
    who.parentMate,
    who.teacherMate,
    who.areaManagerMate,
  ];
  if (shard !== TEST_SHARD) {
    await moveToProvince(shard, { districtIds: [districtId], userIds: users.map((u) => u.id) });
  }
  const [indicator] = await testDb()
    .insert(exclusiveIndicators)
    .values({ schoolId: school.id, aspectId: '1', name: '校本指标', provinceShardId: shard })
    .returning({ id: exclusiveIndicators.id });
  const world: SchoolWorld = {
    name,
    shard,
    cityId,
    districtId,
    schoolId: school.id,
    gradeId: classMain.gradeId,
    classMainId: classMain.id,
    classOtherId: classOther.id,
    ...who,
    taskGroupId,
    activityId,
    ...engines,
    baseTaskGroupId,
    answerOf: new Map(),
    starRecordsOf: new Map(),
    fileOf: new Map(),
    importJobOf: new Map(),
    exportJobOf: new Map(),
    assistantSessionOf: new Map(),
    exclusiveIndicatorId: indicator?.id ?? 0,
  };
  for (const student of [who.byRole.student, who.studentMate, who.studentOther]) {
    if (student) await studentRecords(world, student.id);
  }
  for (const role of MATRIX_ROLES.filter((r) => !r.actsFrom)) {
    const person = who.byRole[role.key];
    if (person) await ownedRecords(world, person, role);
  }
  await ownedRecords(world, who.studentMate, STUDENT_CALLER);
  await testDb()
    .insert(reportPublications)
    .values(
      [taskGroupId, baseTaskGroupId].map((id) => ({
        taskGroupId: id,
        scope: 'school' as const,
        scopeId: school.id,
        publishedAt: new Date(),
        provinceShardId: shard,
      })),
    );
  return world;
}

/** The four schools; the second province's school is moved to its shard before its records are added. */
export async function buildWorlds(): Promise<Worlds> {
  await ensureDimensionTree();
  await ensureAwardDefinitions(testDb());
  const districtA1 = await createDistrict({ name: '西湖区' });
  const districtA2 = await createDistrict({ name: '鄞州区' });
  const districtB1 = await createDistrict({ name: '鼓楼区' });
  return {
    home: await buildSchool('home', districtA1),
    otherSchool: await buildSchool('otherSchool', districtA1),
    otherDistrict: await buildSchool('otherDistrict', districtA2),
    otherProvince: await buildSchool('otherProvince', districtB1),
  };
}

/** Puts a small workbook behind every file row, so a call that opens a file finds its bytes. */
export async function storeFileBytes(worlds: Worlds, dataDir: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('学生').addRow(['姓名', '账号']);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const store = dataDirFileStore(dataDir);
  for (const world of Object.values(worlds)) {
    for (const { fileName } of world.fileOf.values()) await store.put(fileName, Readable.from([bytes]));
  }
}
