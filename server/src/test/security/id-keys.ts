import { randomUUID } from 'node:crypto';
import type { IdSlot } from './inputs.js';
import { STAR_RECORD_DELETERS, type MatrixRole, type Person, type SchoolWorld, type Worlds } from './world.js';

/*
 * Which record an id names, and where each case finds one. Reviewed by hand: a call that takes
 * an id key not listed here fails the matrix until the key is added, as a kind or as not a record.
 */

/**
 * Where a case's record sits, from the caller's point of view: their own (or, for staff, one in
 * their class), a classmate's, one of the other class, school, district or province.
 */
export const POSITIONS = ['own', 'classmate', 'otherClass', 'otherSchool', 'otherDistrict', 'otherProvince'] as const;
export type Position = (typeof POSITIONS)[number];

/** How far a case lies; a role sees a case whose rank is at most its reach. */
const RANK: Record<Position, number> = {
  own: 0,
  classmate: 1,
  otherClass: 2,
  otherSchool: 3,
  otherDistrict: 4,
  otherProvince: Number.POSITIVE_INFINITY,
};

const NOTHING = -1;
const SELF_ONLY = 0;
const PROVINCE = 4;

/**
 * Each caller's reach (modules/scope/policy.ts): students and parents their own, teachers their
 * classes, a school admin the school, area roles the area, customer service the province.
 * Content and organisation admins reach their own records only.
 */
const REACH: Record<string, number> = {
  student: SELF_ONLY,
  parent: SELF_ONLY,
  actingParent: SELF_ONLY,
  teacher: 1,
  headmaster: 1,
  schoolAdmin: 2,
  areaAdmin: 3,
  areaTeach: 3,
  customerService: PROVINCE,
};

const STUDENT_SIDE = ['student', 'parent', 'actingParent'];
/** A student's session: their own, or a parent's acting as them. */
const STUDENT_SELVES = ['student', 'actingParent'];
const TEACHERS = ['teacher', 'headmaster'];
const SCHOOL_AND_AREA = ['schoolAdmin', 'areaAdmin', 'areaTeach'];

const isStudentOrParent = (role: MatrixRole) => STUDENT_SIDE.includes(role.key);
const isClassLevel = (role: MatrixRole) => TEACHERS.includes(role.key);

export type IdValue = number | string;

export type KindName =
  | 'student'
  | 'self'
  | 'teacher'
  | 'areaManager'
  | 'school'
  | 'grade'
  | 'class'
  | 'region'
  | 'city'
  | 'taskGroup'
  | 'baseTaskGroup'
  | 'activity'
  | 'adaptiveActivity'
  | 'scenarioActivity'
  | 'programmingActivity'
  | 'programmingTask'
  | 'answer'
  | 'starRecord'
  | 'exclusiveIndicator'
  | 'file'
  | 'fileId'
  | 'importJob'
  | 'exportJob'
  | 'assistantSession';

interface Kind {
  /** The record at a case, or undefined where the case does not apply to this kind or role. */
  at(worlds: Worlds, role: MatrixRole, position: Position): IdValue | undefined;
  /** An id no record has. */
  missing: IdValue;
  /** How far the role reaches for this kind, when not the role's own reach. */
  reach?(role: MatrixRole): number;
  /** Kinds that move with this one in every case, as one record: a task group and its activity. */
  companions?(role: MatrixRole): readonly KindName[];
  /**
   * Kinds that follow a record in reach where they are in reach too, so the call can work (the
   * other school's student with the other school's task); out of reach a record comes alone.
   */
  followers?(role: MatrixRole): readonly KindName[];
  /** Sent even where optional: a student id (a parent must name a child) and the task the call is about. */
  alwaysSend?: boolean;
}

const MISSING_ID = 2_000_000_000;
const MISSING_UUID = randomUUID();
const MISSING_FILE = `2026/01/${MISSING_UUID}.xlsx`;

const WORLD_OF: Record<Position, keyof Worlds> = {
  own: 'home',
  classmate: 'home',
  otherClass: 'home',
  otherSchool: 'otherSchool',
  otherDistrict: 'otherDistrict',
  otherProvince: 'otherProvince',
};

/** A record the school of each case has once (a school, a task group): none for the positions inside the school. */
function perSchool(pick: (world: SchoolWorld) => IdValue) {
  return (worlds: Worlds, _role: MatrixRole, position: Position) =>
    position === 'classmate' || position === 'otherClass' ? undefined : pick(worlds[WORLD_OF[position]]);
}

/** A record of each district: the other school shares the home district, so it has no case of its own. */
function perDistrict(pick: (world: SchoolWorld) => IdValue) {
  return (worlds: Worlds, _role: MatrixRole, position: Position) =>
    position === 'own' || position === 'otherDistrict' || position === 'otherProvince'
      ? pick(worlds[WORLD_OF[position]])
      : undefined;
}

/** The student of a case: a student or parent their own (child), staff a student of their class. */
function studentAt(worlds: Worlds, role: MatrixRole, position: Position): Person | undefined {
  const world = worlds[WORLD_OF[position]];
  switch (position) {
    case 'own':
      return isStudentOrParent(role) ? world.byRole.student : world.studentMate;
    case 'classmate':
      return isStudentOrParent(role) ? world.studentMate : undefined;
    case 'otherClass':
      return world.studentOther;
    default:
      return world.studentMate;
  }
}

/** Who owns a case's private record: the caller, a classmate (students), the caller's counterpart elsewhere. */
function ownerAt(worlds: Worlds, role: MatrixRole, position: Position): Person | undefined {
  const world = worlds[WORLD_OF[position]];
  switch (position) {
    case 'classmate':
      return STUDENT_SELVES.includes(role.key) ? world.studentMate : undefined;
    case 'otherClass':
    case 'otherDistrict':
      return undefined;
    default:
      return world.byRole[role.key];
  }
}

/** A private record of a user: only its owner reaches it. */
const owned = (pick: (world: SchoolWorld, owner: Person) => IdValue | undefined) => ({
  at: (worlds: Worlds, role: MatrixRole, position: Position) => {
    const owner = ownerAt(worlds, role, position);
    return owner ? pick(worlds[WORLD_OF[position]], owner) : undefined;
  },
  reach: () => SELF_ONLY,
});

/** Staff reach students through a task: the task's student follows it. A student's or parent's own child stays. */
const STUDENT_FOLLOWS = (role: MatrixRole): readonly KindName[] => (isStudentOrParent(role) ? [] : ['student']);

const ENGINE_ACTIVITIES: readonly KindName[] = [
  'activity',
  'adaptiveActivity',
  'scenarioActivity',
  'programmingActivity',
  'programmingTask',
];

const KINDS: Record<KindName, Kind> = {
  /** A student (userId, studentId, userIds of student calls). */
  student: {
    at: (w, role, p) => studentAt(w, role, p)?.id,
    missing: MISSING_ID,
    followers: () => ['taskGroup', 'activity'],
    alwaysSend: true,
  },
  /** The caller themself (checkUserIdByToken): anyone else is not them. */
  self: {
    at: (w, role, p) => {
      if (p === 'classmate') return w.home.studentMate.id;
      return p === 'otherClass' || p === 'otherDistrict' ? undefined : w[WORLD_OF[p]].byRole[role.key]?.id;
    },
    missing: MISSING_ID,
    reach: () => SELF_ONLY,
  },
  /** A teacher of the school (not one who signs in: the calls change them). */
  teacher: { at: perSchool((w) => w.teacherMate.id), missing: MISSING_ID },
  /** An area manager of the district (not one who signs in). */
  areaManager: { at: perDistrict((w) => w.areaManagerMate.id), missing: MISSING_ID },
  /** A school; an edit naming it brings the class or grade of that school along. */
  school: { at: perSchool((w) => w.schoolId), missing: MISSING_ID, followers: () => ['class', 'grade'] },
  grade: { at: perSchool((w) => w.gradeId), missing: MISSING_ID, followers: () => ['school'] },
  class: {
    at: (w, _role, p) =>
      p === 'classmate' ? undefined : p === 'otherClass' ? w.home.classOtherId : w[WORLD_OF[p]].classMainId,
    missing: MISSING_ID,
    followers: () => ['school'],
  },
  /** A district. */
  region: { at: perDistrict((w) => w.districtId), missing: MISSING_ID },
  /** The city above a district: an area admin's grant, whose districts they list, edit and delete. */
  city: { at: perDistrict((w) => w.cityId), missing: MISSING_ID },
  /**
   * A task group reaches a caller through a plan: a student's grade's, a staff member's scope's.
   * Each school's group is planned for that school only.
   */
  taskGroup: {
    at: perSchool((w) => w.taskGroupId),
    missing: MISSING_ID,
    companions: () => ENGINE_ACTIVITIES,
    followers: STUDENT_FOLLOWS,
    alwaysSend: true,
  },
  /** The earlier report a value-added view compares with: another group of the same school. */
  baseTaskGroup: {
    at: perSchool((w) => w.baseTaskGroupId),
    missing: MISSING_ID,
    followers: (role) => (isStudentOrParent(role) ? [] : ['taskGroup', 'student']),
  },
  activity: {
    at: perSchool((w) => w.activityId),
    missing: MISSING_ID,
    companions: () => ['taskGroup'],
    followers: STUDENT_FOLLOWS,
    alwaysSend: true,
  },
  adaptiveActivity: {
    at: perSchool((w) => w.adaptiveActivityId),
    missing: MISSING_ID,
    companions: () => ['taskGroup'],
    followers: STUDENT_FOLLOWS,
    alwaysSend: true,
  },
  scenarioActivity: {
    at: perSchool((w) => w.scenarioActivityId),
    missing: MISSING_ID,
    companions: () => ['taskGroup'],
    followers: STUDENT_FOLLOWS,
    alwaysSend: true,
  },
  programmingActivity: {
    at: perSchool((w) => w.programmingActivityId),
    missing: MISSING_ID,
    companions: () => ['taskGroup', 'programmingTask'],
    followers: STUDENT_FOLLOWS,
    alwaysSend: true,
  },
  programmingTask: {
    at: perSchool((w) => w.programmingTaskId),
    missing: MISSING_ID,
    companions: () => ['taskGroup', 'programmingActivity'],
    followers: STUDENT_FOLLOWS,
  },
  /** A handed-in answer: the student's of the case, in their task. */
  answer: {
    at: (w, role, p) => {
      const student = studentAt(w, role, p);
      return student ? w[WORLD_OF[p]].answerOf.get(student.id) : undefined;
    },
    missing: MISSING_ID,
    followers: () => ['student', 'taskGroup', 'activity'],
  },
  /** A star-calendar record of the case's student; a student and a parent delete different ones. */
  starRecord: {
    at: (w, role, p) => {
      const student = studentAt(w, role, p);
      const records = student ? w[WORLD_OF[p]].starRecordsOf.get(student.id) : undefined;
      return records?.[STAR_RECORD_DELETERS.indexOf(role.key as (typeof STAR_RECORD_DELETERS)[number])];
    },
    missing: MISSING_ID,
  },
  exclusiveIndicator: { at: perSchool((w) => w.exclusiveIndicatorId), missing: MISSING_ID },
  file: { ...owned((w, owner) => w.fileOf.get(owner.id)?.fileName), missing: MISSING_FILE },
  fileId: { ...owned((w, owner) => w.fileOf.get(owner.id)?.id), missing: MISSING_ID },
  importJob: { ...owned((w, owner) => w.importJobOf.get(owner.id)), missing: MISSING_UUID },
  exportJob: { ...owned((w, owner) => w.exportJobOf.get(owner.id)), missing: MISSING_UUID },
  assistantSession: { ...owned((w, owner) => w.assistantSessionOf.get(owner.id)), missing: MISSING_UUID },
};

/** An id-like key that names no record the caller could reach into (with the reason). */
interface NotARecord {
  notARecord: string;
  /** A role code: tier 1 tries every role the caller does not hold. */
  isRoleCode?: true;
}

type KeyMeaning = KindName | NotARecord;

const ROLE_CODE: NotARecord = {
  notARecord: "a role code: checked against the caller's grants (tier 1 tries the others)",
  isRoleCode: true,
};
const SHARD: NotARecord = { notARecord: "a shard number: the server reads the session's" };
const PART_OF_ACTIVITY: NotARecord = {
  notARecord: 'a part of the activity being answered (item, option, scene, page); the activity is the checked record',
};

/** By key name, for every call. */
const BY_KEY: Record<string, KeyMeaning> = {
  studentId: 'student',
  userId: 'student',
  userIds: 'student',
  parentStudentList: 'student',
  taskGroupId: 'taskGroup',
  tgiId: 'taskGroup',
  baseTaskGroupId: 'baseTaskGroup',
  taskGroupIds: 'taskGroup',
  activityId: 'activity',
  activityIds: 'activity',
  schoolId: 'school',
  manageSchoolList: 'school',
  orgId: 'school',
  scopeId: 'school',
  'node.id': 'school',
  gradeId: 'grade',
  classId: 'class',
  classIds: 'class',
  teacherClassList: 'class',
  headTeacherClassList: 'class',
  regionId: 'region',
  regionIds: 'region',
  districtId: 'region',
  parentId: 'region',
  manageAreaList: 'region',
  answerId: 'answer',
  fileName: 'file',
  fileNames: 'file',
  sessionId: 'assistantSession',
  roleId: ROLE_CODE,
  roleIds: ROLE_CODE,
  provinceShardId: SHARD,
  userShardeId: SHARD,
  itemId: PART_OF_ACTIVITY,
  optionId: PART_OF_ACTIVITY,
  sceneId: PART_OF_ACTIVITY,
  position: PART_OF_ACTIVITY,
  aspectId: { notARecord: 'an aspect of the common dimension tree, the same for every school' },
};

/**
 * Choices of an input's plain fields, by call: the kind of node a view opens (a school unless
 * the call needs a class, a grade or, for a background export, a district) and the organisation
 * level of a dictionary (classes, the one level its school and grade filters apply to).
 */
export const CHOICES_BY_CALL: Record<string, Record<string, unknown>> = {
  'assessment.userList': { kind: 'class' },
  'assessment.exportClassDetails': { kind: 'class' },
  'assessment.exportGradeDetails': { kind: 'grade' },
  'exportJobs.startExportJob': { kind: 'region' },
  'dict.orgGetDict': { type: 'class' },
};

/** By call and key path, where the key alone says too little (`id`, `ids`, `jobId`) or means something else. */
const BY_CALL: Record<string, KeyMeaning> = {
  'login.checkUserIdByToken:userId': 'self',
  'taskInfo.getActivityGuidePage:id': 'activity',
  'taskInfo.getById:id': 'activity',
  'star.deleteRecord:id': 'starRecord',
  'files.getResourceByIdOrName:id': 'fileId',
  'admin.schoolUpdate:id': 'school',
  'admin.schoolUpdateState:ids': 'school',
  'admin.areaSave:id': 'region',
  'admin.areaSave:parentId': 'city',
  'admin.areaDelete:id': 'region',
  'admin.areaList:parentId': 'city',
  'admin.areaExport:parentId': 'city',
  'dict.findRegion:parentId': 'city',
  'admin.classSaveOrUpdate:id': 'class',
  'admin.classDelete:id': 'class',
  'admin.teacherSaveOrUpdate:id': 'teacher',
  'admin.teacherUpdateState:userIds': 'teacher',
  'admin.teacherBatchResetPassword:userIds': 'teacher',
  'admin.areaManagerSave:id': 'areaManager',
  'admin.areaManagerGet:userId': 'areaManager',
  'admin.areaManagerRevoke:userId': 'areaManager',
  'admin.studentSaveOrUpdate:id': 'student',
  'admin.batchParticipation:ids': 'student',
  'admin.importProgress:jobId': 'importJob',
  'files.exporBatchErrotExcel:jobId': 'importJob',
  'exportJobs.getExportJob:jobId': 'exportJob',
  'report.saveExclusiveIndicator:id': 'exclusiveIndicator',
  'report.deleteExclusiveIndicator:id': 'exclusiveIndicator',
  'evaluation.getAdaptiveEvaluationAllPageInfo:activityId': 'adaptiveActivity',
  'evaluation.getAdaptiveEvaluationAnswerLastPageInfo:activityId': 'adaptiveActivity',
  'evaluation.getAdaptiveEvaluationPreviousPage:activityId': 'adaptiveActivity',
  'evaluation.getAdaptiveEvaluationAnswerNextPageInfo:activityId': 'adaptiveActivity',
  'evaluation.tsSubAdaptiveEvaluationGroupAnswer:activityId': 'adaptiveActivity',
  'evaluation.subAdaptiveEvaluationGroupAnswer:activityId': 'adaptiveActivity',
  'scenario.getScenario:activityId': 'scenarioActivity',
  'scenario.recordStep:activityId': 'scenarioActivity',
  'scenario.restartScenario:activityId': 'scenarioActivity',
  'scenario.subScenarioAnswer:activityId': 'scenarioActivity',
  'programming.getTasks:activityId': 'programmingActivity',
  'programming.saveDraft:activityId': 'programmingActivity',
  'programming.runSamples:activityId': 'programmingActivity',
  'programming.runSamples:taskId': 'programmingTask',
  'programming.subProgrammingAnswer:activityId': 'programmingActivity',
  'assessment.userList:node.id': 'class',
  'assessment.exportClassDetails:node.id': 'class',
  'assessment.exportGradeDetails:node.id': 'grade',
  'exportJobs.startExportJob:query.node.id': 'region',
  'other.danmuSave:id': { notARecord: 'bullet comments are one list for the whole platform, edited by content admins' },
};

type SlotMeaning = { kind: KindName } | NotARecord | { unknown: string };

/** What an id slot of a call names: by call and path, then by the path's last steps, then by key. */
export function meaningOf(routeId: string, slot: IdSlot): SlotMeaning {
  const steps = slot.path.split('.');
  const candidates = [`${routeId}:${slot.path}`, ...steps.map((_, i) => steps.slice(i).join('.'))];
  for (const candidate of candidates) {
    const meaning = BY_CALL[candidate] ?? (candidate.includes(':') ? undefined : BY_KEY[candidate]);
    if (meaning === undefined) continue;
    return typeof meaning === 'string' ? { kind: meaning } : meaning;
  }
  return {
    unknown: `${routeId} takes the id key '${slot.path}', which the matrix does not know: add it to BY_CALL or BY_KEY in server/src/test/security/id-keys.ts`,
  };
}

export function kindOf(name: KindName): Kind {
  return KINDS[name];
}

type ReachRule = (role: MatrixRole) => number | undefined;

/** A teacher's scope is classes: a school or a grade as such is out of their reach. */
const SCHOOL_WIDE: ReachRule = (role) => (isClassLevel(role) ? NOTHING : undefined);
/** Chosen from the province's list by design (plans and participation pick any task group of the province). */
const PROVINCE_LIST: ReachRule = () => PROVINCE;

/**
 * Where a call reaches other than the caller's scope, by call (every slot) or by call and slot,
 * or by slot for every call (`*:path`).
 */
const REACH_BY_CALL: Record<string, ReachRule> = {
  '*:node.id': SCHOOL_WIDE,
  '*:query.node.id': SCHOOL_WIDE,
  /** A background export covers a district: below an area admin nobody opens one. */
  'exportJobs.startExportJob:query.node.id': (role) =>
    role.key === 'schoolAdmin' || isClassLevel(role) ? NOTHING : undefined,
  'assessment.userList:node.id': () => undefined,
  'assessment.exportClassDetails:node.id': () => undefined,
  'report.queryExclusiveReport': SCHOOL_WIDE,
  'admin.planSave:taskGroupIds': PROVINCE_LIST,
  'admin.participationList:taskGroupId': PROVINCE_LIST,
  'admin.participationStudents:taskGroupId': PROVINCE_LIST,
  'admin.batchParticipation:taskGroupId': PROVINCE_LIST,
  /** The administrative geography of the caller's province is open to every admin page. */
  'dict.findRegion:parentId': () => PROVINCE,
  /** A school admin grants no area management: every area is beyond them. */
  'admin.teacherSaveOrUpdate:manageAreaList': (role) => (role.key === 'schoolAdmin' ? NOTHING : undefined),
};

interface SlotRule {
  /** The roles that send the slot (all when left out); others leave it out and have no cases for it. */
  roles?: readonly string[];
  /** Those roles send it in every case, not only when it is the id being tried. */
  always?: boolean;
}

/**
 * Slots only some roles send. The report assistant is about one student for a student or parent,
 * one class for a teacher (a student and a class together are refused). The admin home has no
 * student. A teacher's progress is their classes: school and grade filters are for the roles
 * above. A class's student list and a grade's export always name their node; the latest export
 * job is looked up by its exact query, which the fixtures store without a node.
 */
const SLOT_RULES: Record<string, SlotRule> = {
  'chats.assistantStatus:studentId': { roles: STUDENT_SIDE },
  'chats.createSessions:studentId': { roles: STUDENT_SIDE },
  'chats.assistantStatus:classId': { roles: TEACHERS, always: true },
  'chats.createSessions:classId': { roles: TEACHERS, always: true },
  'home.queryHomePage:studentId': { roles: STUDENT_SIDE },
  'taskInfo.getUserBySchoolAdmin:schoolId': { roles: SCHOOL_AND_AREA, always: true },
  'taskInfo.getUserBySchoolAdmin:gradeId': { roles: SCHOOL_AND_AREA },
  'taskInfo.getActivityBySchoolAdmin:schoolId': { roles: SCHOOL_AND_AREA, always: true },
  'taskInfo.getGradeBySchoolAdmin:schoolId': { roles: SCHOOL_AND_AREA, always: true },
  'assessment.userList:node.id': { always: true },
  'assessment.exportClassDetails:node.id': { always: true },
  'assessment.exportGradeDetails:node.id': { always: true },
  'exportJobs.latestExportJob:query.node.id': { roles: [] },
};

/**
 * Holders of a capability that a call answers the same whatever the ids, so it has no cases
 * for them; the report assistant refuses every role but students, parents and teachers.
 */
const NO_RECORD_CASES: Record<string, readonly string[]> = {
  /** The fixtures open no assistant conversation in an acting session (one is bound to the parent behind it). */
  'chats.completions': [...SCHOOL_AND_AREA, 'actingParent'],
  /** A teacher's scope is classes: a grade's export refuses them whatever the ids. */
  'assessment.exportGradeDetails': TEACHERS,
  'chats.assistantStatus': SCHOOL_AND_AREA,
  'chats.createSessions': SCHOOL_AND_AREA,
};

export function hasRecordCases(routeId: string, role: MatrixRole): boolean {
  return !NO_RECORD_CASES[routeId]?.includes(role.key);
}

/** Whether a role sends a slot: never, always, or (undefined) as the slot's own rules say. */
export function sendsSlot(routeId: string, path: string, role: MatrixRole): 'never' | 'always' | undefined {
  const rule = SLOT_RULES[`${routeId}:${path}`];
  if (!rule) return undefined;
  if (rule.roles && !rule.roles.includes(role.key)) return 'never';
  return rule.always ? 'always' : undefined;
}

/** Whether a role may reach the record of a case (then the call must work; otherwise read as missing). */
export function isVisible(
  routeId: string,
  path: string,
  name: KindName,
  role: MatrixRole,
  position: Position,
): boolean {
  const kind = KINDS[name];
  const rule = REACH_BY_CALL[`${routeId}:${path}`] ?? REACH_BY_CALL[routeId] ?? REACH_BY_CALL[`*:${path}`];
  const reach = rule?.(role) ?? (kind.reach ? kind.reach(role) : (REACH[role.key] ?? SELF_ONLY));
  return RANK[position] <= reach;
}
