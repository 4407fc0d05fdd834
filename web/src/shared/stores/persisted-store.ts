import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateCreator } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';

export type StorageArea = 'session' | 'local';

/**
 * A vanilla store persisted under one §9 key: vanilla so the guard, the request layer
 * and tests use it without React; components read it through zustand's `useStore`.
 * Only data is written; the actions are rebuilt on load.
 */
export function createPersistedStore<S extends object>(key: string, area: StorageArea, creator: StateCreator<S>) {
  const storage = createJSONStorage<S>(() =>
    area === 'session' ? globalThis.sessionStorage : globalThis.localStorage,
  );
  return createStore<S>()(
    persist(creator, {
      name: key,
      storage,
      partialize: (state) =>
        Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function')) as S,
    }),
  );
}
