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
}

const STUDENT: MenuSeed[] = [
  { menuName: 'menu.home', menuUrl: '/stuIndex', appSide: '1', icon: 'home' },
  { menuName: 'menu.personalCenter', menuUrl: '/stuIndex/personCenter', appSide: '1', icon: 'user' },
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
export const MENU_ROWS = BY_ROLE.flatMap(([roleCode, entries]) =>
  entries.map((entry, index) => ({ roleCode, parentId: 0, sort: index + 1, icon: entry.icon ?? null, ...entry })),
).map((row, index) => ({ id: index + 1, ...row }));
