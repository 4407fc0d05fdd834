import { describe, expect, it } from 'vitest';
import { ALL_ROLE_CODES, RoleCode } from '../roles.js';
import { isFamilyAccount } from './family-account.js';

describe('isFamilyAccount', () => {
  it('admits students and parents, and an account that has lost every role', () => {
    expect(isFamilyAccount({ userType: 1, roleCodes: [RoleCode.student] })).toBe(true);
    expect(isFamilyAccount({ userType: 2, roleCodes: [RoleCode.parent] })).toBe(true);
    expect(isFamilyAccount({ userType: 1, roleCodes: [RoleCode.student, RoleCode.parent] })).toBe(true);
    expect(isFamilyAccount({ userType: 2, roleCodes: [] })).toBe(true);
  });

  it('refuses an account holding any staff role, whatever else it holds', () => {
    const staffRoles = ALL_ROLE_CODES.filter((code) => code !== RoleCode.student && code !== RoleCode.parent);
    expect(staffRoles).toHaveLength(9);
    for (const code of staffRoles) {
      expect(isFamilyAccount({ userType: 2, roleCodes: [RoleCode.parent, code] })).toBe(false);
    }
  });

  it('refuses a staff account even without roles', () => {
    expect(isFamilyAccount({ userType: 0, roleCodes: [] })).toBe(false);
    expect(isFamilyAccount({ userType: 0, roleCodes: [RoleCode.parent] })).toBe(false);
  });
});
