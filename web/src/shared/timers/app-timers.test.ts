import { LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTimers } from './app-timers';
import type { AppTimerDeps } from './app-timers';

const START = Date.UTC(2026, 10, 22, 8, 0, 0);
const MINUTE = 60_000;

function memoryStorage(): AppTimerDeps['storage'] & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function buildTimers(fetchServerTime = vi.fn(() => Promise.resolve(Date.now() + 5_000))) {
  const storage = memoryStorage();
  const deps = {
    scheduler: {
      now: () => Date.now(),
      setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
      clearInterval: (handle: ReturnType<typeof setTimeout>) => clearInterval(handle),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    },
    fetchServerTime,
    storage,
    onTick: vi.fn(),
    onEyeCareDue: vi.fn(),
    log: vi.fn(),
  } satisfies AppTimerDeps;
  return { deps, storage, timers: createAppTimers(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('app timers: clock', () => {
  it('ticks every second with the server offset once synced', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deps.onTick).toHaveBeenLastCalledWith(START + 1_000 + 5_000, 5_000);
    timers.stop();
  });

  it('re-syncs the server time every 15 s', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: false });
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(4);
    timers.stop();
  });

  it('logs a failed sync and keeps the local clock running', async () => {
    const { deps, timers } = buildTimers(vi.fn(() => Promise.reject(new Error('down'))));
    timers.start({ eyeCare: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.log).toHaveBeenCalledWith('server time sync failed', expect.any(Error));
    expect(deps.onTick).toHaveBeenLastCalledWith(START + 2_000, 0);
    timers.stop();
  });

  it('stops ticking and syncing once stopped', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: true });
    timers.stop();
    deps.onTick.mockClear();
    deps.fetchServerTime.mockClear();
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(deps.onTick).not.toHaveBeenCalled();
    expect(deps.fetchServerTime).not.toHaveBeenCalled();
    expect(deps.onEyeCareDue).not.toHaveBeenCalled();
  });
});

describe('app timers: eye care', () => {
  it('reminds at the first 5-minute check after 30 minutes of use, not before', async () => {
    const { deps, timers, storage } = buildTimers();
    timers.start({ eyeCare: true });
    expect(storage.data.get(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(String(START));
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(deps.onEyeCareDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.onEyeCareDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(deps.onEyeCareDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.onEyeCareDue).toHaveBeenCalledTimes(2);
    timers.stop();
  });

  it('counts from a first-entry time kept from an earlier page load', async () => {
    const { deps, timers, storage } = buildTimers();
    storage.data.set(LOCAL_STORAGE_KEYS.firstEntryTime, String(START - 28 * MINUTE));
    timers.start({ eyeCare: true });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.onEyeCareDue).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it('never reminds when eye care is off (roles other than student)', async () => {
    const { deps, timers, storage } = buildTimers();
    timers.start({ eyeCare: false });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(deps.onEyeCareDue).not.toHaveBeenCalled();
    expect(storage.data.has(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(false);
    timers.stop();
  });
});

describe('app timers: visibility', () => {
  it('clears the first-entry time when hidden and restarts 2 s after becoming visible', async () => {
    const { deps, timers, storage } = buildTimers();
    timers.start({ eyeCare: true });
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    timers.setVisible(false);
    expect(storage.data.has(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(false);
    deps.fetchServerTime.mockClear();
    timers.setVisible(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(deps.fetchServerTime).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(1);
    expect(storage.data.get(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(String(START + 20 * MINUTE + 2_000));
    timers.stop();
  });

  it('does not count hidden time: 40 minutes hidden bring no rest reminder, 30 minutes of use after return do', async () => {
    const { deps, timers, storage } = buildTimers();
    timers.start({ eyeCare: true });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    timers.setVisible(false);
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(deps.onEyeCareDue).not.toHaveBeenCalled();
    expect(storage.data.has(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(false);

    timers.setVisible(true);
    await vi.advanceTimersByTimeAsync(2_000 + 25 * MINUTE);
    expect(deps.onEyeCareDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.onEyeCareDue).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it('syncs nothing while hidden and shows the current time as soon as the page is back', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: false });
    await vi.advanceTimersByTimeAsync(1_000);
    timers.setVisible(false);
    deps.onTick.mockClear();
    deps.fetchServerTime.mockClear();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(deps.fetchServerTime).not.toHaveBeenCalled();
    expect(deps.onTick).not.toHaveBeenCalled();

    timers.setVisible(true);
    expect(deps.onTick).toHaveBeenLastCalledWith(START + 1_000 + 10 * MINUTE + 5_000, 5_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it('debounces quick visibility flips into one restart', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: false });
    deps.fetchServerTime.mockClear();
    timers.setVisible(true);
    await vi.advanceTimersByTimeAsync(1_000);
    timers.setVisible(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deps.fetchServerTime).toHaveBeenCalledTimes(1);
    timers.stop();
  });

  it('does nothing on visibility changes once stopped (after logout)', async () => {
    const { deps, timers } = buildTimers();
    timers.start({ eyeCare: false });
    timers.stop();
    deps.fetchServerTime.mockClear();
    timers.setVisible(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deps.fetchServerTime).not.toHaveBeenCalled();
  });
});
