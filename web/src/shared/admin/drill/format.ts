/** A completion rate (0 to 1) as a percentage with one decimal. */
export function ratePercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

export type DurationParts =
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'seconds'; seconds: number };

/** Seconds in the largest unit that reads well: hours and minutes, minutes and seconds, or seconds. */
export function splitDuration(totalSeconds: number): DurationParts {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds >= 3600) {
    const minutes = Math.round(seconds / 60);
    return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  }
  if (seconds >= 60) return { unit: 'minutes', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
  return { unit: 'seconds', seconds };
}
