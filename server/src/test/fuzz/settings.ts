import { createHash } from 'node:crypto';

/**
 * How hard the route fuzzer tries. The test run uses a fixed seed and a few runs per call so
 * the file stays well under two minutes on two busy cores; `npm run fuzz` sets FUZZ_RUNS
 * higher and FUZZ_SEED=random, and prints the seed so a failure can be replayed with
 * FUZZ_SEED=<seed> (and `-t '<route>'` to run only the failing call).
 */
const FIXED_SEED = 20_260_101;
const DEFAULT_RUNS = 10;

function runsFrom(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_RUNS;
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive whole number, not ${text}`);
  return runs;
}

function seedFrom(text: string | undefined): number {
  if (text === undefined || text === '') return FIXED_SEED;
  if (text === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(text);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number or "random", not ${text}`);
  return seed;
}

export interface FuzzSettings {
  /** Generated requests per call and caller (the fixed hostile cases come on top). */
  runs: number;
  seed: number;
  /** A call stops generating after this long, so one slow call cannot eat the budget. */
  timeLimitMs: number;
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const runs = runsFrom(env.FUZZ_RUNS);
  return { runs, seed: seedFrom(env.FUZZ_SEED), timeLimitMs: Math.max(5_000, runs * 400) };
}

/** Each call's own seed, from the run's seed and the call: replaying one call needs only the run's seed. */
export function seedForCall(seed: number, call: string): number {
  return createHash('sha256').update(`${seed}:${call}`).digest().readInt32BE(0);
}
