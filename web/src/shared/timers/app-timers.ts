import {
  CLOCK_TICK_MS,
  EYE_CARE_CHECK_INTERVAL_MS,
  EYE_CARE_REST_AFTER_MS,
  LOCAL_STORAGE_KEYS,
  TIME_CORRECTION_INTERVAL_MS,
  VISIBILITY_DEBOUNCE_MS,
} from '@pingjia/contract';

type Handle = ReturnType<typeof setTimeout>;

/** Time and timers come in from outside so tests (and a faked browser clock) drive them. */
export interface Scheduler {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => Handle;
  clearInterval: (handle: Handle) => void;
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
}

export interface AppTimerDeps {
  scheduler: Scheduler;
  /** GET /wj/api/sys/date with its 1.5 s timeout; resolves to the server's epoch ms. */
  fetchServerTime: () => Promise<number>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  onTick: (serverNow: number, offsetMs: number) => void;
  onEyeCareDue: () => void;
  log: (message: string, error: unknown) => void;
}

export interface AppTimers {
  start: (options: { eyeCare: boolean }) => void;
  stop: () => void;
  /** Wire to `visibilitychange`. */
  setVisible: (visible: boolean) => void;
}

export function browserScheduler(): Scheduler {
  return {
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  };
}

/** §4 clocks: a 1 s local tick, a 15 s server sync, and for students the 5 min eye-care check. */
export function createAppTimers(deps: AppTimerDeps): AppTimers {
  const { scheduler, storage } = deps;
  let offsetMs = 0;
  let eyeCareEnabled = false;
  let running = false;
  let generation = 0;
  let tick: Handle | null = null;
  let sync: Handle | null = null;
  let eyeCare: Handle | null = null;
  let restart: Handle | null = null;

  const clearHandle = (handle: Handle | null) => {
    if (handle !== null) scheduler.clearInterval(handle);
  };

  function emitTick(): void {
    deps.onTick(scheduler.now() + offsetMs, offsetMs);
  }

  function syncServerTime(): void {
    const startedIn = generation;
    deps.fetchServerTime().then(
      (serverTime) => {
        offsetMs = serverTime - scheduler.now();
        // A reply that arrives after stop (logout, unmount) must not tick a cleared clock.
        if (startedIn === generation) emitTick();
      },
      // §8: a failed sync is only logged; the clock runs on from the last known offset.
      (error: unknown) => deps.log('server time sync failed', error),
    );
  }

  function startGlobal(): void {
    stopGlobal();
    emitTick();
    syncServerTime();
    tick = scheduler.setInterval(emitTick, CLOCK_TICK_MS);
    sync = scheduler.setInterval(syncServerTime, TIME_CORRECTION_INTERVAL_MS);
  }

  function stopGlobal(): void {
    generation += 1;
    clearHandle(tick);
    clearHandle(sync);
    tick = null;
    sync = null;
  }

  function firstEntryTime(): number {
    const stored = Number(storage.getItem(LOCAL_STORAGE_KEYS.firstEntryTime));
    if (Number.isFinite(stored) && stored > 0) return stored;
    const now = scheduler.now();
    storage.setItem(LOCAL_STORAGE_KEYS.firstEntryTime, String(now));
    return now;
  }

  function checkEyeCare(): void {
    if (scheduler.now() - firstEntryTime() < EYE_CARE_REST_AFTER_MS) return;
    // The reminder counts from now again, so it shows every 30 minutes of use.
    storage.setItem(LOCAL_STORAGE_KEYS.firstEntryTime, String(scheduler.now()));
    deps.onEyeCareDue();
  }

  function startEyeCare(): void {
    stopEyeCare();
    firstEntryTime();
    eyeCare = scheduler.setInterval(checkEyeCare, EYE_CARE_CHECK_INTERVAL_MS);
  }

  function stopEyeCare(): void {
    clearHandle(eyeCare);
    eyeCare = null;
  }

  function cancelRestart(): void {
    if (restart !== null) scheduler.clearTimeout(restart);
    restart = null;
  }

  return {
    start({ eyeCare: withEyeCare }) {
      eyeCareEnabled = withEyeCare;
      running = true;
      startGlobal();
      if (eyeCareEnabled) startEyeCare();
    },
    stop() {
      cancelRestart();
      stopGlobal();
      stopEyeCare();
      eyeCareEnabled = false;
      running = false;
    },
    setVisible(visible) {
      if (!running) return;
      cancelRestart();
      if (!visible) {
        // §4: time spent hidden is not use. The checks stop with the clocks, so none of them
        // stores a new first-entry time while the page is away; the restart below sets it.
        stopGlobal();
        stopEyeCare();
        storage.removeItem(LOCAL_STORAGE_KEYS.firstEntryTime);
        return;
      }
      // The clock shows the time again at once; the sync and checks wait out the debounce.
      emitTick();
      restart = scheduler.setTimeout(() => {
        restart = null;
        startGlobal();
        if (eyeCareEnabled) startEyeCare();
      }, VISIBILITY_DEBOUNCE_MS);
    },
  };
}

let active: AppTimers | null = null;

/** The one running set of timers; replaced on role change, cleared on logout and unmount. */
export function activateAppTimers(timers: AppTimers, options: { eyeCare: boolean }): void {
  active?.stop();
  active = timers;
  timers.start(options);
}

export function stopAppTimers(): void {
  active?.stop();
  active = null;
}
