import { sql } from 'drizzle-orm';
import { RoleCode, appRoutes, capabilitiesOf, type Capability } from '@pingjia/contract';
import type { Database } from '../db/client.js';
import { menus } from '../db/schema/index.js';
import { scopeLevelOf, type ScopeLevel } from '../modules/scope/policy.js';

/**
 * The one table of menus per role. Rule: an entry is added only once its page exists,
 * so nobody meets a page that shows only a title. menuName is an i18n key of the web.
 */
interface MenuSeed {
  menuName: string;
  menuUrl: string;
  /** "1" the answer web, "2" the mobile app. */
  appSide: string;
  icon?: string;
  /** Pages opened from this entry: not tabs of their own, but the access check lets them open. */
  children?: MenuSeed[];
}

/**
 * The students' task pages, reached from the home's task buttons (issue 4). They hang under
 * the last web entry, not the home: the guard lands on an entry's first child before its own URL.
 */
const STUDENT_TASK_PAGES: MenuSeed[] = [
  { menuName: 'menu.activityGuide', menuUrl: '/activityIntroductionPage', appSide: '1' },
  { menuName: 'menu.studentAnswer', menuUrl: '/studentAnswer', appSide: '1' },
  { menuName: 'menu.studentQuestionnaireAnswer', menuUrl: '/studentQuestionnaireAnswer', appSide: '1' },
  { menuName: 'menu.studentCustomMadeAnswer', menuUrl: '/studentCustomMadeAnswer', appSide: '1' },
  { menuName: 'menu.studentAdaptiveAnswer', menuUrl: '/studentAdaptiveAnswer', appSide: '1' },
  { menuName: 'menu.studentKooAnswer', menuUrl: '/studentKooAnswer', appSide: '1' },
  { menuName: 'menu.personalRealTimeReport', menuUrl: '/personalRealTimeReport', appSide: '1' },
  { menuName: 'menu.reportEnter', menuUrl: '/reportEnter', appSide: '1' },
];

// A student's reports, and a parent's for the child they act for (§6), by year and batch.
const REPORT_LIST: MenuSeed = {
  menuName: 'menu.reportList',
  menuUrl: appRoutes.studentReportList,
  appSide: '1',
  icon: 'file-text',
};

const STUDENT: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/stuIndex', appSide: '1', icon: 'home' },
  REPORT_LIST,
  {
    menuName: 'menu.personalCenter',
    menuUrl: '/stuIndex/personCenter',
    appSide: '1',
    icon: 'user',
    children: STUDENT_TASK_PAGES,
  },
  // Only the mobile app shows this one; it is here so the web's appSide filter has work to do.
  { menuName: 'menu.scanCode', menuUrl: '/app/scanCode', appSide: '2', icon: 'scan' },
];

const PARENT: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/parentIndexPage', appSide: '1', icon: 'home' },
  { menuName: 'menu.growthCalendar', menuUrl: '/growthCalendar', appSide: '1', icon: 'calendar' },
  REPORT_LIST,
  { menuName: 'menu.personalCenter', menuUrl: appRoutes.parentPersonCenter, appSide: '1', icon: 'user' },
];

const HOME = { menuName: 'menu.home', menuUrl: '/adminIndex/page', appSide: '1', icon: 'home' };
// The classic home: the same figures per school or class, for those used to the old layout.
const OLD_HOME = { menuName: 'menu.oldPage', menuUrl: '/adminIndex/oldPage', appSide: '1', icon: 'table' };
const PERSONAL_CENTER = {
  menuName: 'menu.personalCenter',
  menuUrl: '/adminIndex/personalCenter',
  appSide: '1',
  icon: 'user',
};

/** The administration pages (issue 7), each listed for the roles whose scope capabilities it serves. */
const STUDENTS = { menuName: 'menu.studentManage', menuUrl: '/adminIndex/basis/student', appSide: '1', icon: 'team' };
const TEACHERS = { menuName: 'menu.teacherManage', menuUrl: '/adminIndex/basis/teacher', appSide: '1', icon: 'idcard' };
// The class table carries the classes' QR card sheets, so every role that prints cards has it.
const CLASSES = { menuName: 'menu.classManage', menuUrl: '/adminIndex/basis/class', appSide: '1', icon: 'apartment' };
// §2's template download and upload-all pages are steps of the batch page, opened from its entry.
const BATCH_ACCOUNTS: MenuSeed = {
  menuName: 'menu.batchAddAccounts',
  menuUrl: '/adminIndex/basis/batchAddAccounts',
  appSide: '1',
  icon: 'upload',
  children: [
    { menuName: 'menu.templateDownload', menuUrl: appRoutes.templateDownload, appSide: '1' },
    { menuName: 'menu.uploadAll', menuUrl: appRoutes.uploadAll, appSide: '1' },
  ],
};
const USER_QUERY = { menuName: 'menu.userQuery', menuUrl: '/customerService/userQuery', appSide: '1', icon: 'search' };
const AREAS = { menuName: 'menu.areaManage', menuUrl: '/adminIndex/basis/areaMananage', appSide: '1', icon: 'global' };
const SCHOOLS = {
  menuName: 'menu.schoolManage',
  menuUrl: '/adminIndex/basis/schoolMananage',
  appSide: '1',
  icon: 'bank',
};
const PLAN = { menuName: 'menu.planManage', menuUrl: '/adminIndex/basis/plan', appSide: '1', icon: 'schedule' };
// §6 gives participation to customer service; admins who may set it (area, school) have the page too.
const PARTICIPATE = {
  menuName: 'menu.participateManage',
  menuUrl: '/customerService/participateManage',
  appSide: '1',
  icon: 'check',
};

const HEADMASTER: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/adminIndex/bzr', appSide: '1', icon: 'home' },
  OLD_HOME,
  PERSONAL_CENTER,
  STUDENTS,
  CLASSES,
];

const ADMIN: MenuSeed[] = [HOME, OLD_HOME, PERSONAL_CENTER];
const AREA_ADMIN: MenuSeed[] = [
  ...ADMIN,
  AREAS,
  SCHOOLS,
  CLASSES,
  TEACHERS,
  STUDENTS,
  PLAN,
  PARTICIPATE,
  BATCH_ACCOUNTS,
];
const SCHOOL_ADMIN: MenuSeed[] = [...ADMIN, SCHOOLS, CLASSES, TEACHERS, STUDENTS, PLAN, PARTICIPATE, BATCH_ACCOUNTS];
const TEACHER: MenuSeed[] = [...ADMIN, STUDENTS, CLASSES];
const CUSTOMER_SERVICE: MenuSeed[] = [...ADMIN, USER_QUERY, PARTICIPATE, SCHOOLS];
const ACTIVITY_ADMIN: MenuSeed[] = [
  ...ADMIN,
  { menuName: 'menu.contentManage', menuUrl: '/adminIndex/secondPage', appSide: '1', icon: 'upload' },
];

const OTHER_ADMIN_ROLES = [RoleCode.areaTeach, RoleCode.organAdmin];

/**
 * Pages listed for every role that holds the capability their calls need (issue 12), after the
 * role's own entries, so the menu and the server's guard cannot disagree.
 */
const BY_CAPABILITY: [Capability, MenuSeed][] = [
  [
    'readProgress',
    { menuName: 'menu.progressQuery', menuUrl: appRoutes.progressQuery, appSide: '1', icon: 'bar-chart' },
  ],
  [
    'resetResults',
    { menuName: 'menu.assessmentRecovery', menuUrl: appRoutes.assessmentRecovery, appSide: '1', icon: 'rollback' },
  ],
  [
    'readProgress',
    { menuName: 'menu.assessQuery', menuUrl: `${appRoutes.assessQuery}?findType=1`, appSide: '1', icon: 'file-search' },
  ],
  [
    'readProgress',
    { menuName: 'menu.assessSummary', menuUrl: appRoutes.assessSummary, appSide: '1', icon: 'pie-chart' },
  ],
];

const reportPage = (key: keyof typeof appRoutes, icon: string, query = ''): MenuSeed => ({
  menuName: `menu.${key}`,
  menuUrl: `${appRoutes[key]}${query}`,
  appSide: '1',
  icon,
});
const CLASS_REPORTS = [
  reportPage('classesReport', 'team'),
  reportPage('develop', 'rise'),
  reportPage('stuReport', 'user'),
  // §2: the reading status page opens with showRead=1.
  reportPage('reportRead', 'eye', '?showRead=1'),
];
const SCHOOL_REPORTS = [reportPage('schoolReport', 'bank'), reportPage('exclusiveReport', 'star'), ...CLASS_REPORTS];

/**
 * The report pages (issue 13) of the roles that read reports, by how far the role reaches: an
 * area role from the area report down, a school admin from the school's, teachers their classes'.
 */
const REPORTS_BY_LEVEL: Partial<Record<ScopeLevel, MenuSeed[]>> = {
  area: [reportPage('areaReport', 'global'), ...SCHOOL_REPORTS],
  school: SCHOOL_REPORTS,
  class: CLASS_REPORTS,
};

const withCapabilityPages = (roleCode: number, entries: MenuSeed[]): MenuSeed[] => [
  ...entries,
  ...BY_CAPABILITY.filter(([capability]) => capabilitiesOf(roleCode).includes(capability)).map(([, entry]) => entry),
  ...(capabilitiesOf(roleCode).includes('readReports') ? (REPORTS_BY_LEVEL[scopeLevelOf(roleCode)] ?? []) : []),
];

const BY_ROLE: [number, MenuSeed[]][] = [
  [RoleCode.student, STUDENT],
  [RoleCode.parent, PARENT],
  [RoleCode.headmaster, HEADMASTER],
  [RoleCode.areaAdmin, AREA_ADMIN],
  [RoleCode.schoolAdmin, SCHOOL_ADMIN],
  [RoleCode.teacher, TEACHER],
  [RoleCode.activityAdmin, ACTIVITY_ADMIN],
  [RoleCode.activityAdminAlt, ACTIVITY_ADMIN],
  ...OTHER_ADMIN_ROLES.map((role): [number, MenuSeed[]] => [role, ADMIN]),
  [RoleCode.customerService, CUSTOMER_SERVICE],
];

/** Flat rows with stable ids: the role's entries in order, numbered across the table. */
const rowOf = (roleCode: number, parentId: number, { children: _children, ...entry }: MenuSeed, index: number) => ({
  roleCode,
  parentId,
  sort: index + 1,
  icon: entry.icon ?? null,
  ...entry,
});

const TOP_ROWS = BY_ROLE.flatMap(([roleCode, entries]) =>
  withCapabilityPages(roleCode, entries).map((entry, index) => ({ entry, row: rowOf(roleCode, 0, entry, index) })),
).map(({ entry, row }, index) => ({ entry, row: { id: index + 1, ...row } }));

/** Child entries are numbered after every top entry, so the top entries keep their ids. */
const CHILD_ROWS = TOP_ROWS.flatMap(({ entry, row }) =>
  (entry.children ?? []).map((child, index) => rowOf(row.roleCode, row.id, child, index)),
).map((row, index) => ({ id: TOP_ROWS.length + index + 1, ...row }));

export const MENU_ROWS = [...TOP_ROWS.map(({ row }) => row), ...CHILD_ROWS];

/**
 * Brings the menus of a database seeded by an earlier version up to this table, so new pages
 * reach existing deployments without a reseed. Menus are the seed's alone (no screen edits them),
 * so the table is replaced whole; the lock makes servers starting together take turns.
 */
export async function syncMenus(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE menus IN EXCLUSIVE MODE`);
    await tx.delete(menus);
    await tx.insert(menus).values(MENU_ROWS);
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('menus', 'id'), (SELECT max(id) FROM menus))`);
  });
}
