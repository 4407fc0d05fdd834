import { LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import type { dict, DictType, RouteData } from '@pingjia/contract';
import type { Versioned } from '../request/http-client';
import { createPersistedStore } from './persisted-store';

export type DictEntry = RouteData<typeof dict.getDictByDictType>[number];

/** A dictionary as the browser keeps it: its entries and the version the server gave them. */
export type KeptDict = Versioned<DictEntry[]>;

export interface DictData {
  /** Flat dictionaries by dictType, kept across sessions (§9: local storage). */
  byType: Partial<Record<DictType, KeptDict>>;
}

export interface DictState extends DictData {
  /** Keeps what the server sent; the version already kept changes nothing, so nothing is rewritten or redrawn. */
  keepDict: (dictType: DictType, kept: KeptDict) => void;
  reset: () => void;
}

/** A reply without a version is never taken for the kept one. */
function isKept(state: DictData, dictType: DictType, version: string): boolean {
  return version !== '' && state.byType[dictType]?.version === version;
}

export const dictStore = createPersistedStore<DictState>(LOCAL_STORAGE_KEYS.dict, 'local', (set) => ({
  byType: {},
  keepDict: (dictType, kept) =>
    set((state) => (isKept(state, dictType, kept.version) ? state : { byType: { ...state.byType, [dictType]: kept } })),
  reset: () => set({ byType: {} }),
}));
