import { login } from '@pingjia/contract';
import type { RoleInfo } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** Sets the session's current role on the server and returns the role's scope and the role list. */
export function getRoleInfoByUserId(roleId: number): Promise<RoleInfo> {
  return http.request<RoleInfo>(login.getRoleInfoByUserId, { query: { roleIds: roleId } });
}
