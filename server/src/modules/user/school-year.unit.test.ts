import { describe, expect, it } from 'vitest';
import { mustEnterSchoolYear, schoolYearAt } from './school-year.js';

describe('schoolYearAt', () => {
  it('turns over on 1 September, China time', () => {
    expect(schoolYearAt(new Date('2026-08-31T15:59:59Z'))).toBe('2025-2026');
    expect(schoolYearAt(new Date('2026-08-31T16:00:00Z'))).toBe('2026-2027');
    expect(schoolYearAt(new Date('2027-01-15T00:00:00Z'))).toBe('2026-2027');
  });
});

describe('mustEnterSchoolYear', () => {
  it('asks only when the school moved past the year the user confirmed', () => {
    expect(mustEnterSchoolYear('2027-2028', '2026-2027')).toBe(true);
    expect(mustEnterSchoolYear('2026-2027', '2026-2027')).toBe(false);
    expect(mustEnterSchoolYear(undefined, '2026-2027')).toBe(false);
    expect(mustEnterSchoolYear('2026-2027', null)).toBe(false);
  });
});
