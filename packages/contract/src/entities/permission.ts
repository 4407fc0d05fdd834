import type { PlatformConfig, LogoutThird } from './platform-config.js';
import { DEFAULT_ROLE_ID } from '../roles.js';

/** §6: both default to "1" when either is given. The spelling is the spec's. */
export interface AreaPermissions {
  bottom_module: string;
  top_module: string;
}

/** §2 activity parameters of a deep link. */
export interface ActivityTarget {
  task_group_info_id?: string;
  activity_id?: string;
  sub_activity_id?: string;
}

/** §3 permission state, kept in session storage under 'permission'. */
export interface PermissionState {
  config: PlatformConfig | null;
  logoutThird: LogoutThird | null;
  systemRoleId: number;
  /** The path remembered before sign-in (§2 guard step 1) and its query. */
  formPath: string;
  formPathQuery: Record<string, string>;
  areaPermissons: AreaPermissions | null;
  activity: ActivityTarget | null;
  /** Ours: the entry link's §2 platformCode (null: the server's own platform) and showUCen. */
  platformCode: string | null;
  showUserCentre: boolean;
}

export const initialPermissionState: PermissionState = {
  config: null,
  logoutThird: null,
  systemRoleId: DEFAULT_ROLE_ID,
  formPath: '',
  formPathQuery: {},
  areaPermissons: null,
  activity: null,
  platformCode: null,
  showUserCentre: true,
};
