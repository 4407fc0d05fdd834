import { LOCAL_STORAGE_KEYS, TIME_CORRECTION_INTERVAL_MS, VISIBILITY_DEBOUNCE_MS } from '@pingjia/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getServerTime } from '../../features/session/api/get-server-time';
import { clearSession } from '../../shared/session/end-session';
import { clockStore } from '../../shared/stores/clock-store';
import { useAppTimers } from './use-app-timers';

vi.mock('../../features/session/api/get-server-time', () => ({ getServerTime: vi.fn() }));

/** The server runs a minute ahead of this browser; the clock the pages read shows the server's time. */
const SERVER_AHEAD_MS = 60_000;
const syncs = vi.mocked(getServerTime);
const shownTime = () => clockStore.getState().serverNow;

let visibility: DocumentVisibilityState = 'visible';

/** The browser hides or shows the tab, as it does when the user switches away and back. */
function setPageVisible(visible: boolean) {
  visibility = visible ? 'visible' : 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The signed-in shell with its clocks; the first sync has answered. */
async function mountShell(eyeCare = false) {
  const shell = renderHook(() => useAppTimers(eyeCare));
  await vi.advanceTimersByTimeAsync(0);
  return shell;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00+08:00') });
  syncs.mockReset();
  syncs.mockImplementation(() => Promise.resolve(Date.now() + SERVER_AHEAD_MS));
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('app timers in the signed-in shell (§4 visibility, unmount, logout)', () => {
  it("shows the server's time, ticking each second and re-synced every 15 s", async () => {
    await mountShell();
    expect(shownTime()).toBe(Date.now() + SERVER_AHEAD_MS);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(shownTime()).toBe(Date.now() + SERVER_AHEAD_MS);
    expect(syncs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIME_CORRECTION_INTERVAL_MS);
    expect(syncs).toHaveBeenCalledTimes(2);
  });

  it('stops the clock and the syncs while the page is hidden, and syncs again 2 s after it is back', async () => {
    await mountShell();
    setPageVisible(false);
    const frozen = shownTime();
    await vi.advanceTimersByTimeAsync(2 * TIME_CORRECTION_INTERVAL_MS);
    expect(shownTime()).toBe(frozen);
    expect(syncs).toHaveBeenCalledTimes(1);

    setPageVisible(true);
    // The clock shows the time again at once; the sync waits out the debounce.
    expect(shownTime()).toBe(Date.now() + SERVER_AHEAD_MS);
    await vi.advanceTimersByTimeAsync(VISIBILITY_DEBOUNCE_MS - 1);
    expect(syncs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(syncs).toHaveBeenCalledTimes(2);
  });

  it("forgets a student's first-entry time while the page is hidden, and starts it again once back", async () => {
    await mountShell(true);
    const entered = localStorage.getItem(LOCAL_STORAGE_KEYS.firstEntryTime);
    expect(entered).toBe(String(Date.now()));
    setPageVisible(false);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.firstEntryTime)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    setPageVisible(true);
    await vi.advanceTimersByTimeAsync(VISIBILITY_DEBOUNCE_MS);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.firstEntryTime)).toBe(String(Date.now()));
  });

  it('stops the clock and the syncs when the shell unmounts, and a later visibility change starts nothing', async () => {
    const shell = await mountShell();
    shell.unmount();
    const frozen = shownTime();
    await vi.advanceTimersByTimeAsync(2 * TIME_CORRECTION_INTERVAL_MS);
    setPageVisible(false);
    setPageVisible(true);
    await vi.advanceTimersByTimeAsync(VISIBILITY_DEBOUNCE_MS + TIME_CORRECTION_INTERVAL_MS);
    expect(shownTime()).toBe(frozen);
    expect(syncs).toHaveBeenCalledTimes(1);
  });

  it('stops the clock and the syncs on logout, while the shell is still mounted', async () => {
    await mountShell();
    clearSession();
    const frozen = shownTime();
    await vi.advanceTimersByTimeAsync(2 * TIME_CORRECTION_INTERVAL_MS);
    setPageVisible(false);
    setPageVisible(true);
    await vi.advanceTimersByTimeAsync(VISIBILITY_DEBOUNCE_MS);
    expect(shownTime()).toBe(frozen);
    expect(syncs).toHaveBeenCalledTimes(1);
  });
});
