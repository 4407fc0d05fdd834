import { describe, expect, it } from 'vitest';
import {
  ALL_ROLE_CODES,
  DEFAULT_ROLE_ID,
  RoleCode,
  hasRole,
  isCurrentRole,
  isParentRole,
  isRoleCode,
  isStudentOrParent,
  isStudentRole,
  layoutForRole,
  roleName,
} from './roles.js';

describe('role codes (§3)', () => {
  it('lists the eleven codes with their names', () => {
    expect(ALL_ROLE_CODES.map((code) => [code, roleName(code)])).toEqual(
      expect.arrayContaining([
        [5, 'areaAdmin'],
        [6, 'schoolAdmin'],
        [7, 'teacher'],
        [8, 'student'],
        [9, 'parent'],
        [11, 'headmaster'],
        [12, 'areaTeach'],
        [30002, 'activityAdmin'],
        [30023, 'activityAdmin'],
        [60022, 'organAdmin'],
        [21, 'customerService'],
      ]),
    );
    expect(ALL_ROLE_CODES).toHaveLength(11);
  });

  it('recognises only those codes', () => {
    expect(isRoleCode(30023)).toBe(true);
    expect(isRoleCode(10)).toBe(false);
    expect(isRoleCode('8')).toBe(false);
  });

  it('gives students and parents the mobile layout, every other role the admin one (§6)', () => {
    expect(layoutForRole(RoleCode.student)).toBe('mobile');
    expect(layoutForRole(RoleCode.parent)).toBe('mobile');
    for (const code of ALL_ROLE_CODES.filter((code) => code !== 8 && code !== 9)) {
      expect(layoutForRole(code)).toBe('admin');
      expect(isStudentOrParent(code)).toBe(false);
    }
    expect(isStudentOrParent(RoleCode.parent)).toBe(true);
  });

  it('knows the student role alone, not the parent acting for one or no role', () => {
    expect(ALL_ROLE_CODES.filter(isStudentRole)).toEqual([RoleCode.student]);
    expect(isStudentRole(undefined)).toBe(false);
  });

  it('knows the parent role alone', () => {
    expect(ALL_ROLE_CODES.filter(isParentRole)).toEqual([RoleCode.parent]);
  });

  it('finds a role in a list of role codes', () => {
    expect(hasRole([RoleCode.teacher, RoleCode.parent], RoleCode.parent)).toBe(true);
    expect(hasRole([RoleCode.teacher], RoleCode.parent)).toBe(false);
    expect(hasRole([], RoleCode.student)).toBe(false);
  });

  it('takes a request naming no role or the current one as speaking for the current role', () => {
    expect(isCurrentRole(undefined, RoleCode.parent)).toBe(true);
    expect(isCurrentRole(RoleCode.parent, RoleCode.parent)).toBe(true);
    expect(isCurrentRole(RoleCode.student, RoleCode.parent)).toBe(false);
  });

  it('starts from role id -1 (§9)', () => {
    expect(DEFAULT_ROLE_ID).toBe(-1);
  });
});
