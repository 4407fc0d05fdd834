import { DEFAULT_ROLE_ID, SESSION_STORAGE_KEYS } from '@pingjia/contract';
import type { login, RouteData, sdk } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export type UserInfo = RouteData<typeof login.getInfo>;
export type RoleInfo = RouteData<typeof login.getRoleInfoByUserId>;
export type MenuItem = RouteData<typeof sdk.getPlatformListByRoleId>[number];

export interface UserData {
  userInfo: UserInfo | null;
  /** getRoleInfoByUserId for the current role: role list and the role's scope. */
  roleInfo: RoleInfo | null;
  currentRole: number;
  menus: MenuItem[];
}

export interface UserState extends UserData {
  setUserInfo: (userInfo: UserInfo) => void;
  setRole: (currentRole: number, roleInfo: RoleInfo | null) => void;
  setMenus: (menus: MenuItem[]) => void;
  reset: () => void;
}

const emptyUser = (): UserData => ({ userInfo: null, roleInfo: null, currentRole: DEFAULT_ROLE_ID, menus: [] });

export const userStore = createPersistedStore<UserState>(SESSION_STORAGE_KEYS.user, 'session', (set) => ({
  ...emptyUser(),
  setUserInfo: (userInfo) => set({ userInfo }),
  setRole: (currentRole, roleInfo) => set({ currentRole, roleInfo }),
  setMenus: (menus) => set({ menus }),
  reset: () => set(emptyUser()),
}));

/** The role codes the user holds, from the comma string of §3 ('7,6'). */
export function heldRoleIds(userInfo: UserInfo | null): number[] {
  if (!userInfo?.roleIds) return [];
  return String(userInfo.roleIds)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}
