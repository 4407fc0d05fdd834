import { ok, sys, TIME_SYNC_TIMEOUT_MS } from '@pingjia/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../../test/browser-globals';

const SERVER_TIME = Date.UTC(2026, 2, 2, 0, 0, 0);

/** A server that has not answered yet: the call ends only when the browser aborts it, as fetch does. */
function silentServer(answerAfterMs = Number.POSITIVE_INFINITY) {
  return vi.fn((_url: string, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      if (Number.isFinite(answerAfterMs)) {
        const reply = ok({ timestamp: SERVER_TIME, dateTime: '2026-03-02 08:00:00' });
        setTimeout(() => resolve(Response.json(reply)), answerAfterMs);
      }
    });
  });
}

/** The call's outcome so far, readable while fake time stands still. */
function watch<T>(call: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  call.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

async function loadGetServerTime() {
  return (await import('./get-server-time')).getServerTime;
}

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('server time sync (§4 clocks, §9 time-sync timeout 1500 ms)', () => {
  it('gives up at 1.5 s when the server does not answer, and not before', async () => {
    const fetchMock = silentServer();
    vi.stubGlobal('fetch', fetchMock);
    const getServerTime = await loadGetServerTime();
    const outcome = watch(getServerTime());

    await vi.advanceTimersByTimeAsync(TIME_SYNC_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.settled).toBe(true);
    expect(outcome.value).toBeUndefined();
    // The modules are loaded afresh for each test, so the error is matched by name, not by class.
    expect(outcome.error).toMatchObject({ name: 'RequestError', kind: 'timeout' });
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://school.test').pathname).toBe(sys.date.path);
  });

  it("takes the server's time when it answers just inside the 1.5 s", async () => {
    vi.stubGlobal('fetch', silentServer(TIME_SYNC_TIMEOUT_MS - 1));
    const getServerTime = await loadGetServerTime();
    const outcome = watch(getServerTime());

    await vi.advanceTimersByTimeAsync(TIME_SYNC_TIMEOUT_MS);
    expect(outcome).toEqual({ settled: true, value: SERVER_TIME });
  });
});
