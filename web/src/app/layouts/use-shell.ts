import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { roleLabel } from '../../shared/i18n/role-label';
import { useListedMenus } from '../../shared/session/use-listed-menus';
import { userStore } from '../../shared/stores/user-store';
import type { MenuItem } from '../../shared/stores/user-store';

export interface RoleChoice {
  roleId: number;
  label: string;
}

/** A menu entry ready for a tab bar or side menu: translated name, page path, children. */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  children: NavEntry[];
}

function toNavEntries(menus: readonly MenuItem[], translate: (key: string) => string): NavEntry[] {
  return menus.map((menu) => ({
    key: String(menu.id),
    label: translate(menu.menuName),
    path: menu.menuUrl,
    children: toNavEntries(menu.children, translate),
  }));
}

/** What both layouts show of the session: user, roles to switch between, menus. */
export function useShell() {
  const { t } = useTranslation();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleInfo = useStore(userStore, (state) => state.roleInfo);
  const currentRole = useStore(userStore, (state) => state.currentRole);
  const menus = useListedMenus();
  const roles: RoleChoice[] = (roleInfo?.roleInfoList ?? []).map((role) => ({
    roleId: role.roleId,
    label: roleLabel(t, role.roleCode),
  }));
  return { userInfo, currentRole, roles, nav: toNavEntries(menus, t) };
}
