import { useStore } from 'zustand';
import { parentStore } from './child-store';

/** Whether a parent is acting for a child in this tab. */
export function useIsActing(): boolean {
  return useStore(parentStore, (state) => state.acting !== null);
}
