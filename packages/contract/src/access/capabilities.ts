import { RoleCode } from '../roles.js';

/**
 * What a call does, by the roles allowed to do it. The server guards every route with the
 * roles holding its capability; the web hides what the current role cannot do. Where a role
 * may do it (an area admin their areas, a school admin their schools, a head teacher and a
 * teacher their classes, a parent their bound children) is the scope's business.
 */
export type Capability =
  | 'readAreas'
  | 'manageAreas'
  | 'readSchools'
  | 'manageSchools'
  | 'readClasses'
  | 'manageClasses'
  | 'readTeachers'
  | 'manageTeachers'
  | 'readStudents'
  | 'manageStudents'
  | 'importAccounts'
  /** Exports of the people lists (`exporPageExcel`): whoever reads students or teachers. */
  | 'exportPeople'
  | 'manageAreaManagers'
  | 'manageParticipation'
  | 'managePlans'
  /** The province's task groups, to choose from in plans and participation. */
  | 'readTaskGroups'
  | 'printQrCards'
  | 'resetQrCards'
  | 'serveCustomers'
  /** A student's own evaluation data, or a parent's for a bound child. */
  | 'readStudentData'
  /** Answering activities: students only (a parent acting for a child answers as the child). */
  | 'answer'
  /** Binding, unbinding and switching into children. */
  | 'actForChildren'
  /** New marks (medals, trophies) are only counted for students (§6). */
  | 'readNewMarks'
  /** Importing activities, item banks, programming and scenario tasks; moderating bullet comments. */
  | 'manageContent'
  | 'readAudit'
  /** The admin home figures of the caller's scope. */
  | 'readAdminHome'
  | 'manageStamina'
  /** Progress of task groups in the caller's scope (an area teaching researcher reads only). */
  | 'readProgress'
  /** Returning a student's activity to not started (§2 assessmentRecovery). */
  | 'resetResults'
  /**
   * A student's handed-in answers: a student their own, a parent a bound child's, and (§2
   * assessQuery) staff who read progress those of a student in their scope, read-only.
   */
  | 'readStudentAnswers'
  /** The area, school and class reports of the caller's scope, previews included. */
  | 'readReports'
  /** Releasing a task group's reports to the students and parents of an area or school. */
  | 'publishReports'
  /** A school's own indicators beside the common ones (exclusiveReport). */
  | 'manageExclusiveIndicators'
  /** A student report: a student's own and a parent's child's once published, staff's in scope. */
  | 'readStudentReports'
  /** Switching the report assistant on and off per role and grade for an area. */
  | 'manageReportAssistant'
  /** Lifting an account's sign-in limits (a school admin their school's people, a head teacher their class's). */
  | 'unlockSignIn'
  /** Any resolved role (a session that has not chosen a role yet is refused). */
  | 'anyRole';

/** Who may call a route: anyone, anyone signed in, or the roles holding a capability. */
export type Access = 'public' | 'session' | Capability;

const ADMIN_STYLE: readonly Capability[] = ['anyRole', 'readAdminHome'];
const REPORT_READER: readonly Capability[] = ['readReports', 'readStudentReports'];

const AREA_ADMIN: readonly Capability[] = [
  ...ADMIN_STYLE,
  'readAreas',
  'manageAreas',
  'readSchools',
  'manageSchools',
  'readClasses',
  'manageClasses',
  'readTeachers',
  'manageTeachers',
  'readStudents',
  'manageStudents',
  'importAccounts',
  'exportPeople',
  'manageAreaManagers',
  'manageParticipation',
  'managePlans',
  'readTaskGroups',
  'printQrCards',
  'resetQrCards',
  'readAudit',
  'readProgress',
  'readStudentAnswers',
  'resetResults',
  ...REPORT_READER,
  'publishReports',
  'manageReportAssistant',
];

const SCHOOL_ADMIN: readonly Capability[] = [
  ...ADMIN_STYLE,
  'readSchools',
  'readClasses',
  'manageClasses',
  'readTeachers',
  'manageTeachers',
  'readStudents',
  'manageStudents',
  'importAccounts',
  'exportPeople',
  'manageParticipation',
  'managePlans',
  'readTaskGroups',
  'printQrCards',
  'resetQrCards',
  'manageStamina',
  'readProgress',
  'readStudentAnswers',
  'resetResults',
  ...REPORT_READER,
  'publishReports',
  'manageExclusiveIndicators',
  'unlockSignIn',
];

const CONTENT_ADMIN: readonly Capability[] = [...ADMIN_STYLE, 'manageContent'];

/** The one table of who may do what. */
const CAPABILITIES: Readonly<Record<RoleCode, readonly Capability[]>> = {
  [RoleCode.areaAdmin]: AREA_ADMIN,
  [RoleCode.schoolAdmin]: SCHOOL_ADMIN,
  [RoleCode.headmaster]: [
    ...ADMIN_STYLE,
    'readClasses',
    'readStudents',
    'manageStudents',
    'exportPeople',
    'printQrCards',
    'resetQrCards',
    'readProgress',
    'readStudentAnswers',
    ...REPORT_READER,
    'unlockSignIn',
  ],
  [RoleCode.teacher]: [
    ...ADMIN_STYLE,
    'readClasses',
    'readStudents',
    'exportPeople',
    'printQrCards',
    'readProgress',
    'readStudentAnswers',
    ...REPORT_READER,
  ],
  [RoleCode.customerService]: [
    ...ADMIN_STYLE,
    'readAreas',
    'readSchools',
    'readClasses',
    'readTeachers',
    'readStudents',
    'exportPeople',
    'serveCustomers',
    'manageParticipation',
    'readTaskGroups',
  ],
  [RoleCode.areaTeach]: [...ADMIN_STYLE, 'readProgress', 'readStudentAnswers', ...REPORT_READER],
  [RoleCode.organAdmin]: ADMIN_STYLE,
  [RoleCode.activityAdmin]: CONTENT_ADMIN,
  [RoleCode.activityAdminAlt]: CONTENT_ADMIN,
  [RoleCode.student]: [
    'anyRole',
    'readStudentData',
    'readStudentAnswers',
    'answer',
    'readNewMarks',
    'readStudentReports',
  ],
  [RoleCode.parent]: ['anyRole', 'readStudentData', 'readStudentAnswers', 'actForChildren', 'readStudentReports'],
};

export function capabilitiesOf(roleId: number): readonly Capability[] {
  return (CAPABILITIES as Readonly<Record<number, readonly Capability[]>>)[roleId] ?? [];
}

/** The roles holding a capability, in role-code order. */
export function rolesWith(capability: Capability): number[] {
  return Object.entries(CAPABILITIES)
    .filter(([, capabilities]) => capabilities.includes(capability))
    .map(([roleId]) => Number(roleId));
}
