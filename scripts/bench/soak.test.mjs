import { describe, expect, it } from 'vitest';
import { keptHeap, memoryGrowth } from './soak.mjs';

const MB = 1024 * 1024;
/** A sample every 5 s over `minutes`, resident memory from `rssAt(ms)` in MB. */
const samples = (minutes, rssAt) =>
  Array.from({ length: (minutes * 60) / 5 + 1 }, (_, i) => ({ at: i * 5_000, rss: rssAt(i * 5_000) * MB }));

describe("the soak's memory growth", () => {
  it('reads a plateau with a collection spike as no growth, the spike only as the maximum', () => {
    const memory = memoryGrowth(samples(5, (at) => (at === 10_000 ? 260 : 200)));
    expect(memory.start / MB).toBe(200);
    expect(memory.end / MB).toBe(200);
    expect(memory.growth).toBe(0);
    expect(memory.max / MB).toBe(260);
  });

  it('reads a steady climb as growth from the first half-minute to the last, with its trend a minute', () => {
    // 200 MB climbing 8 MB a minute: the first 30 s have a median of 202, the last 30 s of 238.
    const memory = memoryGrowth(samples(5, (at) => 200 + (8 * at) / 60_000));
    expect(memory.start / MB).toBeCloseTo(202, 5);
    expect(memory.end / MB).toBeCloseTo(238, 5);
    expect(memory.growth).toBeCloseTo(36 / 202, 5);
    expect(memory.bytesPerMinute / MB).toBeCloseTo(8, 5);
  });

  it('takes a quarter of a run shorter than two minutes as its windows', () => {
    const memory = memoryGrowth(samples(1, (at) => (at < 20_000 ? 100 : 120)));
    expect(memory.window).toBe(15_000);
    expect(memory.start / MB).toBe(100);
    expect(memory.end / MB).toBe(120);
  });
});

describe("the soak's kept heap", () => {
  const gc = (isolate, at, after) => ({ isolate, at, after, committed: after * 2 });

  it("follows the main thread's full collections, not a worker's", () => {
    const heap = keptHeap([gc('0xmain', 1, 70), gc('0xworker', 2, 5), gc('0xmain', 3, 77), gc('0xworker', 4, 9)]);
    expect(heap).toEqual({ collections: 2, first: 70, last: 77, growth: 0.1, committed: 154 });
  });

  it('tells nothing from fewer than two collections', () => {
    expect(keptHeap([gc('0xmain', 1, 70)])).toEqual({ collections: 1 });
  });
});
