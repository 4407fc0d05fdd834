import { describe, expect, it } from 'vitest';
import { CounterRefresher } from './counter-refresh.js';

/** Lets every settled promise's continuations run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A refresher whose refreshes the test finishes by hand, recording the classes of each. */
function manualRefresher() {
  const calls: number[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const refresher = new CounterRefresher(
    (classIds) =>
      new Promise<void>((resolve, reject) => {
        calls.push(classIds);
        finishers.push((error) => (error ? reject(error) : resolve()));
      }),
  );
  const finishNext = async (error?: Error) => {
    finishers.shift()?.(error);
    await settle();
  };
  return { refresher, calls, finishNext };
}

describe('CounterRefresher', () => {
  it('refreshes the classes asked for in one turn together, once each, in id order', async () => {
    const { refresher, calls, finishNext } = manualRefresher();
    const done = [refresher.refreshClass(9), refresher.refreshClass(3), refresher.refreshClass(9)];
    await settle();
    expect(calls).toEqual([[3, 9]]);
    await finishNext();
    await Promise.all(done);
  });

  it('answers a request made while a refresh runs only with the next refresh, which takes all such requests', async () => {
    const { refresher, calls, finishNext } = manualRefresher();
    const answered: string[] = [];
    const first = refresher.refreshClass(1).then(() => answered.push('first'));
    await settle();
    const later = [2, 1, 2].map((classId, i) =>
      refresher.refreshClass(classId).then(() => answered.push(`later ${i}`)),
    );
    await settle();
    // The running refresh may have looked before the later commits: it does not answer them.
    await finishNext();
    expect(answered).toEqual(['first']);
    expect(calls).toEqual([[1], [1, 2]]);
    await finishNext();
    await Promise.all([first, ...later]);
    expect(answered.sort()).toEqual(['first', 'later 0', 'later 1', 'later 2']);
    expect(calls).toHaveLength(2);
  });

  it('tells a failed refresh to its reporters and still answers its requests (the sweep refreshes later)', async () => {
    const { refresher, calls, finishNext } = manualRefresher();
    const reported: unknown[] = [];
    const stop = refresher.reportErrorsTo((error) => reported.push(error));
    const failed = refresher.refreshClass(5);
    await settle();
    await finishNext(new Error('deadlock detected'));
    await failed;
    expect(reported).toEqual([new Error('deadlock detected')]);
    // It goes on refreshing after a failure.
    const next = refresher.refreshClass(5);
    await settle();
    expect(calls).toEqual([[5], [5]]);
    stop();
    await finishNext(new Error('again'));
    await next;
    expect(reported).toHaveLength(1);
  });
});
