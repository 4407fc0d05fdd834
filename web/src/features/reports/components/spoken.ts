import type { TFunction } from 'i18next';
import { scoreText, signedText } from '../hooks/figures';

/** A figure as a chart's label reads it: the number, or why there is none. */
export function spokenScore(t: TFunction, value: number | null, signed = false): string {
  if (value === null) return t('missing.few');
  return signed ? signedText(value) : scoreText(value);
}
