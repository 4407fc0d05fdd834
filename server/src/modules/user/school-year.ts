import { PLATFORM_UTC_OFFSET_MINUTES } from '@pingjia/contract';

/** Chinese school years start in September: 2026-09-01 begins "2026-2027". */
export function schoolYearAt(now: Date): string {
  const local = new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/**
 * A user must enter the new school year when their school has moved on from the one they
 * last confirmed. Someone who never confirmed one (a new account) joined in the current year.
 */
export function mustEnterSchoolYear(current: string | undefined, confirmed: string | null): boolean {
  return current !== undefined && confirmed !== null && current !== confirmed;
}
