import { appRoutes } from '../app-routes.js';
import type { MenuItem } from '../entities/menu.js';
import { menuPaths, pathOnly } from './menus.js';

/** §2: pages every signed-in user may open whatever the menus say. */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = [
  appRoutes.root,
  appRoutes.independentActivity,
  appRoutes.stuSecondPage,
];

/** §2 access check: always-allowed pages, or a page one of the role's menus opens (query ignored). */
export function isPathAllowed(path: string, menus: readonly MenuItem[]): boolean {
  const target = pathOnly(path);
  return ALWAYS_ALLOWED_PATHS.includes(target) || menuPaths(menus).includes(target);
}
