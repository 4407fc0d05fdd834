import { sdk } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { MenuItem } from '../../../shared/stores/user-store';

/**
 * The role's menu tree, unfiltered (the caller keeps the web entries with `filterMenus`);
 * of the entry link's platform when it named one (§2 platformCode), else the server's own.
 */
export function getPlatformListByRoleId(roleId: number, platformCode?: string): Promise<MenuItem[]> {
  return http.request(sdk.getPlatformListByRoleId, { query: { roleId, ...(platformCode ? { platformCode } : {}) } });
}
