import { z } from 'zod';
import { isCalendarDate, pad2 } from './calendar.js';

/**
 * The platform's wall-clock strings ('2024-6-30 23:59:59') are China Standard Time.
 * Reading them at a fixed UTC+8 instead of the machine's zone makes a UTC server and a
 * browser in any zone agree on the same instant (China has no daylight saving time).
 */
export const PLATFORM_UTC_OFFSET_MINUTES = 480;

const OFFSET_MS = PLATFORM_UTC_OFFSET_MINUTES * 60_000;
const DATE_TIME_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/;

/** §5: reads `yyyy-m-d h:m:s` (one or two digits per part); null when the text or any range is wrong. */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
}

/** Writes an instant as the platform's 'yyyy-MM-dd HH:mm:ss' in China Standard Time. */
export function formatDateTime(date: Date): string {
  const local = new Date(date.getTime() + OFFSET_MS);
  const day = `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`;
  return `${day} ${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`;
}

/** Reads the forms an instant arrives in: a Date, epoch milliseconds, a platform string or ISO 8601. */
export function toInstant(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const platform = parseDateTime(value);
  if (platform) return platform;
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  return iso && !Number.isNaN(iso.getTime()) ? iso : null;
}

export const dateTimeStringSchema = /* @__PURE__ */ z
  .string({ error: 'validation.dateTime.format' })
  .refine((text) => parseDateTime(text) !== null, { error: 'validation.dateTime.format' });
