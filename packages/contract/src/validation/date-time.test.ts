import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeStringSchema, formatDateTime, parseDateTime, toInstant } from './date-time.js';

describe('parseDateTime (yyyy-m-d h:m:s in China Standard Time)', () => {
  it('reads one- and two-digit parts as the same instant', () => {
    const expected = Date.UTC(2024, 5, 30, 15, 59, 59);
    expect(parseDateTime('2024-6-30 23:59:59')?.getTime()).toBe(expected);
    expect(parseDateTime('2024-06-30 23:59:59')?.getTime()).toBe(expected);
    expect(parseDateTime('2024-1-2 3:4:5')?.getTime()).toBe(Date.UTC(2024, 0, 1, 19, 4, 5));
  });

  it('refuses other shapes', () => {
    for (const text of [
      '2024-06-30',
      '2024/06/30 23:59:59',
      '2024-06-30T23:59:59',
      '24-6-30 1:1:1',
      ' 2024-6-30 1:1:1',
    ]) {
      expect(parseDateTime(text)).toBeNull();
    }
  });

  it('refuses out-of-range parts', () => {
    for (const text of [
      '2023-2-29 0:0:0',
      '2024-13-1 0:0:0',
      '2024-4-31 0:0:0',
      '2024-1-1 24:0:0',
      '2024-1-1 0:60:0',
      '2024-1-1 0:0:60',
    ]) {
      expect(parseDateTime(text)).toBeNull();
    }
    expect(parseDateTime('2024-2-29 23:59:59')).not.toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes China Standard Time with two-digit parts', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 19, 4, 5)))).toBe('2024-01-02 03:04:05');
  });

  it('round-trips with parseDateTime to the second', () => {
    const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => ms - (ms % 1000));
    fc.assert(fc.property(instant, (ms) => parseDateTime(formatDateTime(new Date(ms)))?.getTime() === ms));
  });
});

describe('toInstant', () => {
  it('reads dates, epoch milliseconds, platform strings and ISO strings', () => {
    const date = new Date(Date.UTC(2024, 0, 1));
    expect(toInstant(date)).toBe(date);
    expect(toInstant(date.getTime())?.getTime()).toBe(date.getTime());
    expect(toInstant('2024-1-1 8:0:0')?.getTime()).toBe(date.getTime());
    expect(toInstant('2024-01-01T00:00:00Z')?.getTime()).toBe(date.getTime());
  });

  it('gives null for anything unreadable', () => {
    for (const value of [null, undefined, new Date(Number.NaN), Number.NaN, 'tomorrow', '2024-13-45T00:00:00Z', '']) {
      expect(toInstant(value)).toBeNull();
    }
  });
});

describe('dateTimeStringSchema', () => {
  it('reports the date-time message', () => {
    expect(dateTimeStringSchema.safeParse('2024-6-30 23:59:59').success).toBe(true);
    expect(dateTimeStringSchema.safeParse('2024-6-31 23:59:59').error?.issues[0]?.message).toBe(
      'validation.dateTime.format',
    );
  });
});
