import { describe, expect, it } from 'vitest';
import type { MyScope } from '../api/my-scope';
import { developmentRows, phaseSchoolOf, publicationTarget } from './caller-reach';

const scopeOf = (level: MyScope['level'], capabilities = ['readReports', 'publishReports']): MyScope => ({
  roleId: 1,
  level,
  regionIds: level === 'area' ? [3] : [],
  schoolIds: level === 'school' ? [5] : null,
  classIds: null,
  capabilities,
});
const area = { kind: 'region', id: 3 } as const;
const school = { kind: 'school', id: 5 } as const;
const grade = { kind: 'grade', id: 8 } as const;

describe('publicationTarget', () => {
  it('lets an area admin publish for the area node and a school admin for their school', () => {
    expect(publicationTarget(scopeOf('area'), 12, area)).toEqual({ taskGroupId: 12, scope: 'region', scopeId: 3 });
    expect(publicationTarget(scopeOf('province'), 12, area)).toEqual({ taskGroupId: 12, scope: 'region', scopeId: 3 });
    expect(publicationTarget(scopeOf('school'), 12, school)).toEqual({ taskGroupId: 12, scope: 'school', scopeId: 5 });
  });

  it('offers nothing below those nodes, to the other level, or to a role that may not publish', () => {
    expect(publicationTarget(scopeOf('area'), 12, school)).toBeNull();
    expect(publicationTarget(scopeOf('school'), 12, grade)).toBeNull();
    expect(publicationTarget(scopeOf('class'), 12, school)).toBeNull();
    expect(publicationTarget(scopeOf('area', ['readReports']), 12, area)).toBeNull();
    expect(publicationTarget(undefined, 12, area)).toBeNull();
  });
});

describe('developmentRows', () => {
  it('lists schools above a school and classes from a school down', () => {
    expect(developmentRows(scopeOf('area'), undefined)).toBe('school');
    expect(developmentRows(scopeOf('area'), area)).toBe('school');
    expect(developmentRows(scopeOf('area'), school)).toBe('class');
    expect(developmentRows(scopeOf('school'), undefined)).toBe('class');
    expect(developmentRows(scopeOf('class'), undefined)).toBe('class');
  });
});

describe('phaseSchoolOf', () => {
  it("is the school opened, or a school admin's own at their scope", () => {
    expect(phaseSchoolOf(scopeOf('area'), school)).toBe(5);
    expect(phaseSchoolOf(scopeOf('school'), undefined)).toBe(5);
    expect(phaseSchoolOf(scopeOf('area'), undefined)).toBeUndefined();
    expect(phaseSchoolOf(scopeOf('school'), grade)).toBeUndefined();
  });
});
