import { seededRandom } from '../../modules/adaptive/engine/rng.js';

/** A seeded stream with the draws the generated roster needs; no Math.random, so every seed is the same. */
export interface Draws {
  next: () => number;
  /** A normal draw (Box–Muller). */
  normal: (mean: number, sd: number) => number;
  pick: <T>(list: readonly T[]) => T;
  int: (low: number, high: number) => number;
}

/** FNV-1a of a text: a student's stream depends on their login name, not on where they sit in the roster. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function drawsFor(key: string): Draws {
  const next = seededRandom(seedOf(key));
  return {
    next,
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: <T>(list: readonly T[]): T => {
      const value = list[Math.floor(next() * list.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
  };
}
