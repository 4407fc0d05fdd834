import { LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export interface DictData {
  /** Dictionary entries by dictType, cached across sessions (§9: local storage). */
  byType: Record<string, unknown[]>;
}

export interface DictState extends DictData {
  setDict: (dictType: string, entries: unknown[]) => void;
  reset: () => void;
}

export const dictStore = createPersistedStore<DictState>(LOCAL_STORAGE_KEYS.dict, 'local', (set) => ({
  byType: {},
  setDict: (dictType, entries) => set((state) => ({ byType: { ...state.byType, [dictType]: entries } })),
  reset: () => set({ byType: {} }),
}));
