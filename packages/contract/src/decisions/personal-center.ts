import { appRoutes } from '../app-routes.js';
import { isParentRole, isStudentRole } from '../roles.js';

/**
 * Where a role keeps its phone, password and avatar (the §2 identity dialog's "bind phone"):
 * each layout has its own personal centre, and a role sent to another layout's would land on /401.
 */
export function personalCenterPath(roleId: number): string {
  if (isStudentRole(roleId)) return appRoutes.stuPersonCenter;
  if (isParentRole(roleId)) return appRoutes.parentPersonCenter;
  return appRoutes.adminPersonalCenter;
}
