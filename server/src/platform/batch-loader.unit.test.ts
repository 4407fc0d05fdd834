import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A read the test finishes by hand, recording which keys each call asked for. */
function manualRead() {
  const calls: { keys: string[]; finish: (error?: Error) => void }[] = [];
  const read = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({
        keys,
        finish: (error) => (error ? reject(error) : resolve(new Map(keys.map((k) => [k, `value of ${k}`])))),
      });
    });
  return { calls, read };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchLoader', () => {
  it('reads keys asked for in the same turn together, each caller getting its own value', async () => {
    const { calls, read } = manualRead();
    const loader = createBatchLoader(read);
    const answers = Promise.all(['a', 'b', 'a'].map((key) => loader.load(key)));
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b']]);
    calls[0]?.finish();
    expect(await answers).toEqual(['value of a', 'value of b', 'value of a']);
  });

  it('answers a key the read did not find with undefined', async () => {
    const loader = createBatchLoader(() => Promise.resolve(new Map<string, number>()));
    expect(await loader.load('missing')).toBeUndefined();
  });

  it('never answers a caller from a read that started before it asked', async () => {
    const { calls, read } = manualRead();
    const loader = createBatchLoader(read, { maxInFlight: 1 });
    const first = loader.load('a');
    await turn();
    const second = loader.load('a');
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]?.finish();
    await first;
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a']]);
    calls[1]?.finish();
    expect(await second).toBe('value of a');
  });

  it('keeps at most maxInFlight reads running and gathers the rest into the next', async () => {
    const { calls, read } = manualRead();
    const loader = createBatchLoader(read, { maxInFlight: 2 });
    const all: Promise<unknown>[] = [];
    for (const key of ['a', 'b', 'c', 'd']) {
      all.push(loader.load(key));
      await turn();
    }
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b']]);
    calls[0]?.finish();
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b'], ['c', 'd']]);
    calls[1]?.finish();
    calls[2]?.finish();
    await Promise.all(all);
  });

  it('splits a crowd larger than maxBatch', async () => {
    const { calls, read } = manualRead();
    const loader = createBatchLoader(read, { maxBatch: 2, maxInFlight: 5 });
    const all = ['a', 'b', 'c', 'd', 'e'].map((key) => loader.load(key));
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    for (const call of calls) call.finish();
    expect(await Promise.all(all)).toHaveLength(5);
  });

  it('fails every caller of a failed read and goes on with the next', async () => {
    const { calls, read } = manualRead();
    const loader = createBatchLoader(read, { maxInFlight: 1 });
    const failed = Promise.allSettled([loader.load('a'), loader.load('b')]);
    await turn();
    const later = loader.load('c');
    calls[0]?.finish(new Error('connection lost'));
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await turn();
    calls[1]?.finish();
    expect(await later).toBe('value of c');
  });
});
