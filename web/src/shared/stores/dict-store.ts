import { LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import type { dict, RouteData } from '@pingjia/contract';
import { createPersistedStore } from './persisted-store';

export type DictEntry = RouteData<typeof dict.getDictByDictType>[number];

export interface DictData {
  /** Dictionary entries by dictType, cached across sessions (§9: local storage). */
  byType: Record<string, DictEntry[]>;
}

export interface DictState extends DictData {
  setDict: (dictType: string, entries: DictEntry[]) => void;
  reset: () => void;
}

export const dictStore = createPersistedStore<DictState>(LOCAL_STORAGE_KEYS.dict, 'local', (set) => ({
  byType: {},
  setDict: (dictType, entries) => set((state) => ({ byType: { ...state.byType, [dictType]: entries } })),
  reset: () => set({ byType: {} }),
}));
