import { appRoutes, postSwitchTarget } from '@pingjia/contract';
import type { GuardDeps } from './run-guard';
import { applyRole } from './run-guard';

/**
 * §2 role switch: the new role becomes current on the server and in the stores; the
 * answer is where to go next (first menu page, the remembered page, or /401, also when
 * the server refuses the role: §8 unknown role).
 */
export async function switchRole(
  roleId: number,
  deps: Pick<GuardDeps, 'calls' | 'userStore' | 'permissionStore' | 'log'>,
): Promise<string> {
  const menus = await applyRole(roleId, deps);
  if (menus === null) return appRoutes.noRole;
  const permission = deps.permissionStore.getState();
  permission.setSystemRoleId(roleId);
  return postSwitchTarget({ rememberedPath: permission.formPath, rememberedQuery: permission.formPathQuery, menus });
}
