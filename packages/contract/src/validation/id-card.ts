import { LIMITS } from '../constants.js';
import type { MessageKey } from '../i18n/messages.js';
import { isCalendarDate, pad2 } from './calendar.js';
import { isProvinceCode } from './region-codes.js';

export interface IdCardOptions {
  /** A birth date the user typed elsewhere ('yyyy-m-d', a time part is ignored); it must match the ID. */
  birthDate?: string;
  /** A student's identity (binding a child, creating or importing a student) must be born 2002 or later. */
  requireBornFrom2002?: boolean;
}

export type IdCardResult =
  { ok: true; birthDate: string; regionCode: string; normalized: string } | { ok: false; message: MessageKey };

/** 17 digits and a check character, or the first-generation 15 digits (year written with two digits). */
const EIGHTEEN_DIGIT = /^\d{17}[\dXx]$/;
const FIFTEEN_DIGIT = /^\d{15}$/;

/** ISO 7064 MOD 11-2 weights (2^(17-i) mod 11) and the check characters by remainder. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] as number);
  return CHECK_CHARS[sum % 11] as string;
}

interface BirthParts {
  year: number;
  month: number;
  day: number;
}

function birthPartsOf(normalized: string): BirthParts {
  if (normalized.length === 15) {
    return {
      year: 1900 + Number(normalized.slice(6, 8)),
      month: Number(normalized.slice(8, 10)),
      day: Number(normalized.slice(10, 12)),
    };
  }
  return {
    year: Number(normalized.slice(6, 10)),
    month: Number(normalized.slice(10, 12)),
    day: Number(normalized.slice(12, 14)),
  };
}

function parseBirthDateInput(text: string): BirthParts | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text.trim());
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function sameDay(a: BirthParts, b: BirthParts | null): boolean {
  return b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * §5 ID card rule. Checks run from the shape outwards so each failure names its own cause:
 * format, province prefix, a birth date that exists (1900 onwards), the check digit, then
 * the caller's conditions (born 2002 or later, the typed birth date).
 */
export function validateIdCard(code: string, options: IdCardOptions = {}): IdCardResult {
  if (!EIGHTEEN_DIGIT.test(code) && !FIFTEEN_DIGIT.test(code)) {
    return { ok: false, message: 'validation.idCard.format' };
  }
  const normalized = code.toUpperCase();
  if (!isProvinceCode(normalized.slice(0, 2))) return { ok: false, message: 'validation.idCard.region' };
  const birth = birthPartsOf(normalized);
  if (birth.year < 1900 || !isCalendarDate(birth.year, birth.month, birth.day)) {
    return { ok: false, message: 'validation.idCard.birthDate' };
  }
  if (normalized.length === 18 && idCardCheckChar(normalized) !== normalized[17]) {
    return { ok: false, message: 'validation.idCard.checkDigit' };
  }
  if (options.requireBornFrom2002 && birth.year < LIMITS.idCardBornFromYear) {
    return { ok: false, message: 'validation.idCard.bornBefore2002' };
  }
  if (options.birthDate !== undefined && !sameDay(birth, parseBirthDateInput(options.birthDate))) {
    return { ok: false, message: 'validation.idCard.birthMismatch' };
  }
  return {
    ok: true,
    birthDate: `${birth.year}-${pad2(birth.month)}-${pad2(birth.day)}`,
    regionCode: normalized.slice(0, 6),
    normalized,
  };
}
