import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { HASH_NICENESS, HashPool } from './hash-workers.js';

/** Cheap settings: these tests are about the threads, not the cost. */
const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A thread's nice value as the kernel reports it (field 19 of /proc/<pid>/task/<tid>/stat). */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${threadId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const pools: HashPool[] = [];
function pool(...args: ConstructorParameters<typeof HashPool>): HashPool {
  const created = new HashPool(...args);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('hash workers', () => {
  it('hashes and verifies on its threads, and a broken hash is refused, not a crash', async () => {
    const hashes = pool(2, true);
    const stored = await hashes.hash('Pingjia@2026', CHEAP);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hashes.verify(stored, 'Pingjia@2026')).toBe(true);
    expect(await hashes.verify(stored, 'Pingjia@2027')).toBe(false);
    await expect(hashes.verify('not a hash', 'Pingjia@2026')).rejects.toThrow();
    // The thread that refused the broken hash still works.
    expect(await hashes.verify(stored, 'Pingjia@2026')).toBe(true);
  });

  it('gives each core a job and the next, the rest waiting in order', async () => {
    const hashes = pool(2, true);
    await hashes.warm();
    const jobs = Array.from({ length: 6 }, (_, index) => hashes.hash(`password-${index}`, CHEAP));
    expect(hashes.load()).toEqual({ running: 4, waiting: 2 });
    let done = false;
    const all = Promise.all(jobs).finally(() => (done = true));
    while (!done) {
      expect(hashes.load().running).toBeLessThanOrEqual(4);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(new Set(await all).size).toBe(6);
    expect(hashes.describeThreads()).toHaveLength(2);
    expect(hashes.load()).toEqual({ running: 0, waiting: 0 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads below the event loop, which keeps its priority',
    async () => {
      const hashes = pool(2, true);
      await hashes.warm();
      const threads = hashes.describeThreads();
      expect(threads).toHaveLength(2);
      for (const { threadId, lowered } of threads) {
        expect(lowered).toBe(true);
        expect(niceOf(threadId as number)).toBe(HASH_NICENESS);
      }
      expect(niceOf(process.pid)).toBe(0);
    },
  );

  it('starts its threads when a queue needs them', async () => {
    const hashes = pool(2, true);
    expect(hashes.describeThreads()).toHaveLength(0);
    await hashes.hash('a', CHEAP);
    expect(hashes.describeThreads()).toEqual([expect.objectContaining({ started: true })]);
    // The started thread takes two; the third asks for the second thread.
    const jobs = [hashes.hash('b', CHEAP), hashes.hash('c', CHEAP), hashes.hash('d', CHEAP)];
    expect(hashes.describeThreads()).toEqual([
      expect.objectContaining({ started: true }),
      expect.objectContaining({ started: false }),
    ]);
    await Promise.all(jobs);
  });

  it('leaves a core free where threads cannot lower themselves', () => {
    expect(pool(4, false).size).toBe(3);
    expect(pool(1, false).size).toBe(1);
    expect(pool(4, true).size).toBe(4);
  });
});
