import { initialPermissionState, SESSION_STORAGE_KEYS } from '@pingjia/contract';
import type {
  ActivityTarget,
  AreaPermissions,
  EntryOptions,
  login,
  PermissionState,
  RouteData,
} from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export type PlatformConfig = RouteData<typeof login.getLogoutConfig>;

export interface PermissionStore extends PermissionState {
  setConfig: (config: PlatformConfig) => void;
  setSystemRoleId: (systemRoleId: number) => void;
  rememberTarget: (formPath: string, formPathQuery: Record<string, string>) => void;
  setDeepLink: (areaPermissons: AreaPermissions | null, activity: ActivityTarget | null) => void;
  setEntryOptions: (options: Partial<EntryOptions>) => void;
  reset: () => void;
}

export const permissionStore = createPersistedStore<PermissionStore>(
  SESSION_STORAGE_KEYS.permission,
  'session',
  (set) => ({
    ...initialPermissionState,
    setConfig: (config) => set({ config, logoutThird: config.logoutThird }),
    setSystemRoleId: (systemRoleId) => set({ systemRoleId }),
    rememberTarget: (formPath, formPathQuery) => set({ formPath, formPathQuery }),
    setDeepLink: (areaPermissons, activity) => set({ areaPermissons, activity }),
    setEntryOptions: (options) => set(options),
    reset: () => set({ ...initialPermissionState }),
  }),
);
