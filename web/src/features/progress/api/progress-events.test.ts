import { PROGRESS_LIVE_EVENT } from '@pingjia/contract';
import { describe, expect, it, vi } from 'vitest';
import { progressEventsUrl, REOPEN_AFTER_MS, watchProgressEvents, type LiveSource } from './progress-events';

class FakeSource implements LiveSource {
  readyState = 0;
  isClosed = false;
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.isClosed = true;
    this.readyState = 2;
  }

  emit(type: string, readyState = this.readyState): void {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function watch() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; isCleared: boolean }[] = [];
  const onChange = vi.fn();
  const stop = watchProgressEvents('/events?taskGroupId=3', onChange, {
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    later: (run, ms) => {
      const timer = { run, ms, isCleared: false };
      timers.push(timer);
      return () => {
        timer.isCleared = true;
      };
    },
  });
  return { sources, timers, onChange, stop };
}

describe('progressEventsUrl', () => {
  it("is the contract's path with the task group", () => {
    expect(progressEventsUrl(12)).toBe('/wj/api/task/progressEvents?taskGroupId=12');
  });
});

describe('watchProgressEvents', () => {
  it('refreshes on each event, not on the first opening', () => {
    const { sources, onChange } = watch();
    expect(sources.map((source) => source.url)).toEqual(['/events?taskGroupId=3']);
    sources[0]?.emit('open', 1);
    expect(onChange).not.toHaveBeenCalled();
    sources[0]?.emit(PROGRESS_LIVE_EVENT);
    sources[0]?.emit(PROGRESS_LIVE_EVENT);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the browser reopens a dropped stream, since events were missed meanwhile', () => {
    const { sources, timers, onChange } = watch();
    sources[0]?.emit('open', 1);
    sources[0]?.emit('error', 0);
    expect(timers).toEqual([]);
    sources[0]?.emit('open', 1);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('opens a stream the browser gave up on again after a pause, then refreshes', () => {
    const { sources, timers, onChange } = watch();
    sources[0]?.emit('error', 2);
    expect(sources[0]?.isClosed).toBe(true);
    expect(timers.map((timer) => timer.ms)).toEqual([REOPEN_AFTER_MS]);
    timers[0]?.run();
    expect(sources).toHaveLength(2);
    sources[1]?.emit('open', 1);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('closes the stream and cancels a pending reopening when stopped', () => {
    const { sources, timers, stop } = watch();
    sources[0]?.emit('error', 2);
    stop();
    expect(timers[0]?.isCleared).toBe(true);
    const second = watch();
    second.stop();
    expect(second.sources[0]?.isClosed).toBe(true);
    second.sources[0]?.emit('error', 2);
    expect(second.timers).toEqual([]);
  });
});
