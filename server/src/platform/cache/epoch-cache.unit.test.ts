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
});
