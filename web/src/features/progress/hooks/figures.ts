import type { ProgressStatus } from '@pingjia/contract';

/** A completion rate (0 to 1) as a percentage with one decimal. */
export function ratePercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

/** Seconds as whole hours and the remaining minutes, rounded to the nearest minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.round(seconds / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** A reset returns a touched activity to not started: nothing to recover before a student starts. */
export function isRecoverable(status: ProgressStatus): boolean {
  return status === 'done' || status === 'waived' || status === 'inProgress';
}
