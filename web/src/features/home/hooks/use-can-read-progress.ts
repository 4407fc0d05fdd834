import { capabilitiesOf } from '@pingjia/contract';
import { useStore } from 'zustand';
import { userStore } from '../../../shared/stores/user-store';

/** Whether the current role reads progress: the homes show the current group only to those the server answers. */
export function useCanReadProgress(): boolean {
  const currentRole = useStore(userStore, (state) => state.currentRole);
  return capabilitiesOf(currentRole).includes('readProgress');
}
