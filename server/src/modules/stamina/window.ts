import { PLATFORM_UTC_OFFSET_MINUTES } from '@pingjia/contract';

const DAY_MS = 86_400_000;
const OFFSET_MS = PLATFORM_UTC_OFFSET_MINUTES * 60_000;

/** Midnight of the school's day (China Standard Time, no daylight saving) that holds `now`. */
export function schoolDayStart(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/** The rolling window of `days` school days ending today, today included. */
export function windowStart(now: Date, days: number): Date {
  return new Date(schoolDayStart(now).getTime() - (Math.max(days, 1) - 1) * DAY_MS);
}

/** 'yyyy-MM-dd' of the school day an instant falls on. */
export function schoolDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The school dates of the window, oldest first. */
export function windowDates(now: Date, days: number): string[] {
  const start = windowStart(now, days).getTime();
  return Array.from({ length: Math.max(days, 1) }, (_, i) => schoolDate(new Date(start + i * DAY_MS)));
}

/** When the next school day starts: the stamina window moves on then. */
export function nextSchoolDayStart(now: Date): Date {
  return new Date(schoolDayStart(now).getTime() + DAY_MS);
}
