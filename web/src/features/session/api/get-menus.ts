import { sdk } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { MenuItem } from '../../../shared/stores/user-store';

/** The role's menu tree, unfiltered (the caller keeps the web entries with `filterMenus`). */
export function getPlatformListByRoleId(roleId: number): Promise<MenuItem[]> {
  return http.request(sdk.getPlatformListByRoleId, { query: { roleId } });
}
