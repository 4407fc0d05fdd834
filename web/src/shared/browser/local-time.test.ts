import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { localClockTime, localDateTime, localMonth } from './local-time';

// Single-digit months, days and hours, a year's last second and its first: the zero padding and the
// rollover are where a hand-written format goes wrong. dayjs, which the pages used before, is the oracle.
const INSTANTS = [
  new Date(2024, 0, 5, 3, 4, 5).getTime(),
  new Date(2023, 11, 31, 23, 59, 59, 999).getTime(),
  new Date(2024, 1, 29, 0, 0, 0).getTime(),
  1_700_000_000_123,
];

describe('local time formats', () => {
  it.each(INSTANTS)('reads %d as the browser clock does', (instant) => {
    expect(localDateTime(instant)).toBe(dayjs(instant).format('YYYY-MM-DD HH:mm:ss'));
    expect(localMonth(instant)).toBe(dayjs(instant).format('YYYY-MM'));
    expect(localClockTime(instant)).toBe(dayjs(instant).format('HH:mm:ss'));
  });
});
