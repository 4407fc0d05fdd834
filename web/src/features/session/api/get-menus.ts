import { sdk } from '@pingjia/contract';
import type { MenuItem } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** The role's menu tree, unfiltered (the caller keeps the web entries with `filterMenus`). */
export function getPlatformListByRoleId(roleId: number): Promise<MenuItem[]> {
  return http.request<MenuItem[]>(sdk.getPlatformListByRoleId, { query: { roleId } });
}
