import { createStore } from 'zustand/vanilla';

export interface ClockState {
  /** Server time in ms, advanced every tick and corrected by each sync. */
  serverNow: number;
  /** serverTime − localTime from the last successful sync. */
  offsetMs: number;
}

/** Not persisted: the clock is re-synced on every page load. */
export const clockStore = createStore<ClockState>()(() => ({ serverNow: Date.now(), offsetMs: 0 }));
