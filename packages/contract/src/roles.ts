/** Role codes of §3 and the layout §6 gives each. */

export const RoleCode = {
  areaAdmin: 5,
  schoolAdmin: 6,
  teacher: 7,
  student: 8,
  parent: 9,
  headmaster: 11,
  areaTeach: 12,
  activityAdmin: 30002,
  activityAdminAlt: 30023,
  organAdmin: 60022,
  customerService: 21,
} as const;

export type RoleCode = (typeof RoleCode)[keyof typeof RoleCode];

export const ALL_ROLE_CODES: readonly RoleCode[] = Object.values(RoleCode);

/** §9: the role id before any role is resolved. */
export const DEFAULT_ROLE_ID = -1;

export type RoleName =
  | 'areaAdmin'
  | 'schoolAdmin'
  | 'teacher'
  | 'student'
  | 'parent'
  | 'headmaster'
  | 'areaTeach'
  | 'activityAdmin'
  | 'organAdmin'
  | 'customerService';

const ROLE_NAMES: Record<RoleCode, RoleName> = {
  5: 'areaAdmin',
  6: 'schoolAdmin',
  7: 'teacher',
  8: 'student',
  9: 'parent',
  11: 'headmaster',
  12: 'areaTeach',
  30002: 'activityAdmin',
  30023: 'activityAdmin',
  60022: 'organAdmin',
  21: 'customerService',
};

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(ROLE_NAMES, value);
}

export function roleName(code: RoleCode): RoleName {
  return ROLE_NAMES[code];
}

/** §6: students and parents get the mobile layout and dialogs; every other role the admin style. */
export type Layout = 'mobile' | 'admin';

export function layoutForRole(code: number): Layout {
  return code === RoleCode.student || code === RoleCode.parent ? 'mobile' : 'admin';
}

/** Students answer, get promoted each school year and have their own personal center. */
export function isStudentRole(code: number | null | undefined): boolean {
  return code === RoleCode.student;
}

/** Parents follow their bound children and may act as one of them. */
export function isParentRole(code: number): boolean {
  return code === RoleCode.parent;
}

export function isStudentOrParent(code: number): boolean {
  return layoutForRole(code) === 'mobile';
}

/** Whether a list of role codes (a user's grants, the roles a route lets in) holds this role. */
export function hasRole(roles: readonly number[], code: number): boolean {
  return roles.includes(code);
}

/**
 * Whether the role a request names is the caller's current one; naming none speaks for the
 * current role. A request may not speak for another role the user holds without switching to it.
 */
export function isCurrentRole(named: number | undefined, current: number): boolean {
  return named === undefined || named === current;
}
