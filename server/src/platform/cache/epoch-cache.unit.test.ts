import { describe, expect, it } from 'vitest';
import { EpochCache } from './epoch-cache.js';

const at = (ms: number) => new Date(ms);
const epochs = { user: 3, province: 7 };

describe('EpochCache', () => {
  it('serves a value only while both epochs are unchanged and the horizon is ahead', () => {
    const cache = new EpochCache<string>(10);
    cache.set('a', epochs, 1_000, 'home');
    expect(cache.get('a', epochs, at(999))).toBe('home');
    expect(cache.get('a', { ...epochs, user: 4 }, at(0))).toBeUndefined();
    cache.set('a', epochs, 1_000, 'home');
    expect(cache.get('a', { ...epochs, province: 8 }, at(0))).toBeUndefined();
    cache.set('a', epochs, 1_000, 'home');
    expect(cache.get('a', epochs, at(1_000))).toBeUndefined();
  });

  it('keeps nothing whose horizon cannot be read, and drops the oldest entry when full', () => {
    const cache = new EpochCache<string>(2);
    cache.set('nan', epochs, Number.NaN, 'x');
    expect(cache.get('nan', epochs, at(0))).toBeUndefined();
    cache.set('a', epochs, Infinity, 'a');
    cache.set('b', epochs, Infinity, 'b');
    cache.set('c', epochs, Infinity, 'c');
    expect([cache.get('a', epochs, at(0)), cache.get('b', epochs, at(0)), cache.get('c', epochs, at(0))]).toEqual([
      undefined,
      'b',
      'c',
    ]);
  });

  it('reads through once per change', async () => {
    const cache = new EpochCache<number>(10);
    let made = 0;
    const make = () => Promise.resolve({ value: (made += 1) });
    expect(await cache.through('k', epochs, at(0), make)).toBe(1);
    expect(await cache.through('k', epochs, at(0), make)).toBe(1);
    expect(await cache.through('k', { ...epochs, user: 9 }, at(0), make)).toBe(2);
  });

  it('makes a value once for calls that miss together under the same epochs, again under others', async () => {
    const cache = new EpochCache<number>(10);
    let made = 0;
    const finishers: (() => void)[] = [];
    const make = () =>
      new Promise<{ value: number }>((resolve) => {
        made += 1;
        const value = made;
        finishers.push(() => resolve({ value }));
      });
    const together = [cache.through('k', epochs, at(0), make), cache.through('k', epochs, at(0), make)];
    const other = cache.through('k', { ...epochs, province: 9 }, at(0), make);
    for (const finish of finishers) finish();
    expect(await Promise.all(together)).toEqual([1, 1]);
    expect(await other).toBe(2);
    expect(made).toBe(2);
  });

  it('keeps nothing from a making that failed: the next call makes again', async () => {
    const cache = new EpochCache<number>(10);
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(
      Promise.all([cache.through('k', epochs, at(0), failing), cache.through('k', epochs, at(0), failing)]),
    ).rejects.toThrow('database gone');
    expect(await cache.through('k', epochs, at(0), () => Promise.resolve({ value: 7 }))).toBe(7);
  });
});
