import { describe, expect, it } from 'vitest';
import { ALL_ROLE_CODES, RoleCode } from '@pingjia/contract';
import { scopeLevelOf } from './policy.js';

describe('scopeLevelOf', () => {
  it('gives each admin role the reach of its grants, and every other role none', () => {
    const levels = Object.fromEntries(ALL_ROLE_CODES.map((code) => [code, scopeLevelOf(code)]));
    expect(levels).toEqual({
      [RoleCode.customerService]: 'province',
      [RoleCode.areaAdmin]: 'area',
      [RoleCode.areaTeach]: 'area',
      [RoleCode.schoolAdmin]: 'school',
      [RoleCode.headmaster]: 'class',
      [RoleCode.teacher]: 'class',
      [RoleCode.student]: 'none',
      [RoleCode.parent]: 'none',
      [RoleCode.activityAdmin]: 'none',
      [RoleCode.activityAdminAlt]: 'none',
      [RoleCode.organAdmin]: 'none',
    });
  });

  it('gives an unresolved role no scope', () => {
    expect(scopeLevelOf(-1)).toBe('none');
  });
});
