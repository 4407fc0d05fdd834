import { adaptiveDefaultSettings } from '@pingjia/contract';

/** The settings an attempt runs with; stored with the attempt so its result can be replayed. */
export interface EngineSettings {
  /**
   * Quadrature grid for EAP: `gridPoints` equally spaced points from `gridMin` to `gridMax`.
   * ±5 rather than ±4: cutting at -4 moved an all-wrong estimate by 7e-4, past the 3-decimal target.
   */
  gridPoints: number;
  gridMin: number;
  gridMax: number;
  /** Normal prior on ability. */
  priorMean: number;
  priorSd: number;
  /** Randomesque exposure control: pick at random among the k most informative items. */
  randomesqueK: number;
  /** Stop once the standard error is at most this, after `minLength` items... */
  targetSe: number;
  minLength: number;
  /** ...or at `maxLength` items, whichever comes first. */
  maxLength: number;
  /** Content balancing: wanted share of each indicator; empty = equal shares over the bank's indicators. */
  contentTargets: Record<string, number>;
}

/** The contract's defaults, which an imported bank's settings fall back to. */
export const DEFAULT_SETTINGS: EngineSettings = adaptiveDefaultSettings;
