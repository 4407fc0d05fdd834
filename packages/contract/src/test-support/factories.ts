/** Test data builders shared by the contract's tests (left out of the build). */
import fc from 'fast-check';
import { PROVINCE_CODES } from '../validation/region-codes.js';
import { idCardCheckChar } from '../validation/id-card.js';
import { daysInMonth, pad2 } from '../validation/calendar.js';
import type { MenuItem } from '../entities/menu.js';

export interface IdCardParts {
  region?: string;
  birth?: { year: number; month: number; day: number };
  sequence?: string;
}

/** An 18-digit ID number with a correct check character. */
export function buildIdCard(parts: IdCardParts = {}): string {
  const { region = '110105', birth = { year: 2010, month: 3, day: 15 }, sequence = '123' } = parts;
  const first17 = `${region}${birth.year}${pad2(birth.month)}${pad2(birth.day)}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

/** Any valid 18-digit ID number: a real province, a real date from 1900 to 2025, any sequence. */
export const idCardArbitrary = fc
  .record({
    province: fc.constantFrom(...Object.keys(PROVINCE_CODES)),
    district: fc.integer({ min: 0, max: 9999 }),
    year: fc.integer({ min: 1900, max: 2025 }),
    month: fc.integer({ min: 1, max: 12 }),
    dayIndex: fc.nat(),
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ province, district, year, month, dayIndex, sequence }) =>
    buildIdCard({
      region: `${province}${String(district).padStart(4, '0')}`,
      birth: { year, month, day: (dayIndex % daysInMonth(year, month)) + 1 },
      sequence: String(sequence).padStart(3, '0'),
    }),
  );

let nextMenuId = 1;

/** A menu entry for the answer web (appSide "1") with overrides. */
export function buildMenu(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? nextMenuId++;
  return {
    id,
    parentId: 0,
    appSide: '1',
    sort: id,
    menuUrl: `/page-${id}`,
    menuName: `page ${id}`,
    children: [],
    ...overrides,
  };
}
