import { RoleCode } from '@pingjia/contract';

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
  { menuName: 'menu.personalRealTimeReport', menuUrl: '/personalRealTimeReport', appSide: '1' },
  { menuName: 'menu.reportEnter', menuUrl: '/reportEnter', appSide: '1' },
];

const STUDENT: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/stuIndex', appSide: '1', icon: 'home' },
  { menuName: 'menu.personalCenter', menuUrl: '/stuIndex/personCenter', appSide: '1', icon: 'user', children: STUDENT_TASK_PAGES },
  // Only the mobile app shows this one; it is here so the web's appSide filter has work to do.
  { menuName: 'menu.scanCode', menuUrl: '/app/scanCode', appSide: '2', icon: 'scan' },
];

const PARENT: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/parentIndexPage', appSide: '1', icon: 'home' },
  { menuName: 'menu.growthCalendar', menuUrl: '/growthCalendar', appSide: '1', icon: 'calendar' },
];

const HEADMASTER: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/adminIndex/bzr', appSide: '1', icon: 'home' },
  { menuName: 'menu.personalCenter', menuUrl: '/adminIndex/personalCenter', appSide: '1', icon: 'user' },
];

const ADMIN: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/adminIndex/page', appSide: '1', icon: 'home' },
  { menuName: 'menu.personalCenter', menuUrl: '/adminIndex/personalCenter', appSide: '1', icon: 'user' },
];

const ADMIN_STYLE_ROLES = [
  RoleCode.areaAdmin,
  RoleCode.schoolAdmin,
  RoleCode.teacher,
  RoleCode.areaTeach,
  RoleCode.activityAdmin,
  RoleCode.activityAdminAlt,
  RoleCode.organAdmin,
  RoleCode.customerService,
];

const BY_ROLE: [number, MenuSeed[]][] = [
  [RoleCode.student, STUDENT],
  [RoleCode.parent, PARENT],
  [RoleCode.headmaster, HEADMASTER],
  ...ADMIN_STYLE_ROLES.map((role): [number, MenuSeed[]] => [role, ADMIN]),
];

/** Flat rows with stable ids: the role's entries in order, numbered across the table. */
const rowOf = (roleCode: number, parentId: number, { children: _children, ...entry }: MenuSeed, index: number) => ({
  roleCode,
  parentId,
  sort: index + 1,
  icon: entry.icon ?? null,
  ...entry,
});

const TOP_ROWS = BY_ROLE.flatMap(([roleCode, entries]) => entries.map((entry, index) => ({ entry, row: rowOf(roleCode, 0, entry, index) }))).map(
  ({ entry, row }, index) => ({ entry, row: { id: index + 1, ...row } }),
);

/** Child entries are numbered after every top entry, so the top entries keep their ids. */
const CHILD_ROWS = TOP_ROWS.flatMap(({ entry, row }) =>
  (entry.children ?? []).map((child, index) => rowOf(row.roleCode, row.id, child, index)),
).map((row, index) => ({ id: TOP_ROWS.length + index + 1, ...row }));

export const MENU_ROWS = [...TOP_ROWS.map(({ row }) => row), ...CHILD_ROWS];
