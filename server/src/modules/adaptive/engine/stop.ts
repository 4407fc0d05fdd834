import type { EngineSettings } from '../../../db/schema/adaptive.js';

export type StopReason = 'targetSe' | 'maxLength' | 'bankExhausted';

/** Why the test ends after `answered` items at standard error `se`, or null to go on. */
export function stopReason(
  answered: number,
  se: number,
  itemsLeft: number,
  settings: Pick<EngineSettings, 'targetSe' | 'minLength' | 'maxLength'>,
): StopReason | null {
  if (answered >= settings.maxLength) return 'maxLength';
  if (answered >= settings.minLength && se <= settings.targetSe) return 'targetSe';
  if (itemsLeft === 0) return 'bankExhausted';
  return null;
}
