import { describe, expect, it } from 'vitest';
import { RoleCode } from '../roles.js';
import { personalCenterPath } from './personal-center.js';

describe('personalCenterPath', () => {
  it('sends a student to the student personal centre', () => {
    expect(personalCenterPath(RoleCode.student)).toBe('/stuIndex/personCenter');
  });

  it('sends a parent to the parent layout, not to the admin page parents cannot open', () => {
    expect(personalCenterPath(RoleCode.parent)).toBe('/parentIndex/personCenter');
  });

  it('sends every staff role to the admin personal centre', () => {
    const staff = [RoleCode.teacher, RoleCode.schoolAdmin, RoleCode.areaAdmin, RoleCode.customerService];
    expect(staff.map(personalCenterPath)).toEqual(staff.map(() => '/adminIndex/personalCenter'));
  });
});
