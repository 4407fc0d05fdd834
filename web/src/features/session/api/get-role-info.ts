import { login } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { RoleInfo } from '../../../shared/stores/user-store';

/** Sets the session's current role on the server and returns the role's scope and the role list. */
export function getRoleInfoByUserId(roleId: number): Promise<RoleInfo> {
  return http.request(login.getRoleInfoByUserId, { query: { roleIds: roleId } });
}

/** Sends `getRoleInfoByUserId(roleId)` now, for that call to read (http `sendAhead`). */
export function sendRoleInfoAhead(roleId: number): void {
  http.sendAhead(login.getRoleInfoByUserId, { query: { roleIds: roleId } });
}
