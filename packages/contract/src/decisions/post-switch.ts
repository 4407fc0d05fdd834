import { appRoutes } from '../app-routes.js';
import type { MenuItem } from '../entities/menu.js';
import { isPathAllowed } from './access.js';
import { firstMenuUrl, pathOnly } from './menus.js';

export interface PostSwitchInput {
  /** The path remembered before sign-in (permission state formPath); empty or '/' when none. */
  rememberedPath?: string | null;
  rememberedQuery?: Record<string, string> | null;
  /** The new role's menus, already filtered. */
  menus: readonly MenuItem[];
}

/**
 * §2 after a role switch. With no remembered path the user goes to the first menu url.
 * A remembered path goes there with its query when the new role may open it; when it may
 * not, the user goes to /401 rather than silently elsewhere. A role without any menu
 * page also ends on /401.
 */
export function postSwitchTarget(input: PostSwitchInput): string {
  const remembered = input.rememberedPath ? pathOnly(input.rememberedPath) : appRoutes.root;
  if (remembered === appRoutes.root) return firstMenuUrl(input.menus) ?? appRoutes.noRole;
  if (!isPathAllowed(remembered, input.menus)) return appRoutes.noRole;
  const query = new URLSearchParams(input.rememberedQuery ?? {}).toString();
  return query ? `${remembered}?${query}` : remembered;
}
