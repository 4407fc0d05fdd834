import { describe, expect, it } from 'vitest';
import { RoleCode } from '@pingjia/contract';
import type { AdminScope } from '../scope/scope.js';
import { coversGrant } from './policy.js';

const schoolAdmin: AdminScope = {
  roleId: RoleCode.schoolAdmin,
  userId: 1,
  provinceShardId: 1,
  level: 'school',
  regionIds: [],
  schoolIds: [10],
  classIds: null,
  capabilities: [],
};
const areaAdmin: AdminScope = { ...schoolAdmin, roleId: RoleCode.areaAdmin, level: 'area', regionIds: [4] };
const none = { classId: null, schoolId: null, regionId: null };

describe('coversGrant', () => {
  it('places a class grant by its class and school', () => {
    expect(coversGrant(schoolAdmin, { ...none, roleCode: RoleCode.teacher, classId: 3, schoolId: 10 })).toBe(true);
    expect(coversGrant(schoolAdmin, { ...none, roleCode: RoleCode.teacher, classId: 3, schoolId: 11 })).toBe(false);
  });

  it("places an area admin's grant by its region, whatever school it names", () => {
    const grant = { ...none, roleCode: RoleCode.areaAdmin, regionId: 4, schoolId: 10 };
    expect(coversGrant(areaAdmin, grant)).toBe(true);
    expect(coversGrant(schoolAdmin, grant)).toBe(false);
  });

  it('places any other grant by its school', () => {
    expect(coversGrant(schoolAdmin, { ...none, roleCode: RoleCode.schoolAdmin, schoolId: 10 })).toBe(true);
    expect(coversGrant(schoolAdmin, { ...none, roleCode: RoleCode.schoolAdmin, schoolId: 11 })).toBe(false);
  });
});
