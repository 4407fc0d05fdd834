import { sdk } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { MenuItem } from '../../../shared/stores/user-store';

/**
 * The role's menu tree, unfiltered (the caller keeps the web entries with `filterMenus`);
 * of the entry link's platform when it named one (§2 platformCode), else the server's own.
 */
export function getPlatformListByRoleId(roleId: number, platformCode?: string): Promise<MenuItem[]> {
  return http.request(sdk.getPlatformListByRoleId, menusInput(roleId, platformCode));
}

/** Sends `getPlatformListByRoleId(roleId, platformCode)` now, for that call to read (http `sendAhead`). */
export function sendMenusAhead(roleId: number, platformCode?: string): void {
  http.sendAhead(sdk.getPlatformListByRoleId, menusInput(roleId, platformCode));
}

const menusInput = (roleId: number, platformCode: string | undefined) => ({
  query: { roleId, ...(platformCode ? { platformCode } : {}) },
});
