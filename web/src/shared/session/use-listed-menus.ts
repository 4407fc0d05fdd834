import { withoutUserCentre } from '@pingjia/contract';
import { useStore } from 'zustand';
import { permissionStore } from '../stores/permission-store';
import { userStore } from '../stores/user-store';
import type { MenuItem } from '../stores/user-store';

/** The role's menus as the layouts and homes list them: §2 showUCen may leave the personal centre out. */
export function useListedMenus(): MenuItem[] {
  const menus = useStore(userStore, (state) => state.menus);
  const showUserCentre = useStore(permissionStore, (state) => state.showUserCentre);
  return showUserCentre ? menus : withoutUserCentre(menus);
}
