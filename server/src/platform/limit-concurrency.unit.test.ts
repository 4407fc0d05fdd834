import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency.js';

/** A task the test finishes by hand, recording when it started. */
function manualTask(started: number[], id: number) {
  let finish!: (ok: boolean) => void;
  const done = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  return {
    finish: (ok = true) => finish(ok),
    run: async () => {
      started.push(id);
      if (!(await done)) throw new Error(`task ${id} failed`);
      return id;
    },
  };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('starts no more than the limit at once, and the waiting ones in the order they came', async () => {
    const limit = limitConcurrency(2);
    const started: number[] = [];
    const tasks = Array.from({ length: 6 }, (_, id) => manualTask(started, id));
    const results = tasks.map((task) => limit(task.run));
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.finish();
    tasks[2]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('passes a failure to its caller and gives its place to the next', async () => {
    const limit = limitConcurrency(1);
    const started: number[] = [];
    const [failing, next] = [manualTask(started, 0), manualTask(started, 1)];
    const results = [limit(failing.run), limit(next.run)];
    await settle();
    expect(started).toEqual([0]);
    failing.finish(false);
    await expect(results[0]).rejects.toThrow('task 0 failed');
    await settle();
    expect(started).toEqual([0, 1]);
    next.finish();
    expect(await results[1]).toBe(1);
  });

  it('refuses a limit that would run nothing or is not whole', () => {
    for (const max of [0, -1, 1.5, Number.NaN]) expect(() => limitConcurrency(max)).toThrow(RangeError);
  });
});
