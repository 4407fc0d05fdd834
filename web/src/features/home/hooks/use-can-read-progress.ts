import { capabilitiesOf } from '@pingjia/contract';
import { useStore } from 'zustand';
import { userStore } from '../../../shared/stores/user-store';

/** Whether the role reads progress: the homes show the current group only to those the server answers. */
export function canReadProgress(roleId: number): boolean {
  return capabilitiesOf(roleId).includes('readProgress');
}

/** `canReadProgress` for the current role. */
export function useCanReadProgress(): boolean {
  return canReadProgress(useStore(userStore, (state) => state.currentRole));
}
