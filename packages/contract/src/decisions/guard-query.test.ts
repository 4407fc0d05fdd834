import { describe, expect, it } from 'vitest';
import { areaPermissions, parseGuardQuery, splitQueryValue } from './guard-query.js';

describe('parseGuardQuery (§2)', () => {
  it('reads the guard parameters and ignores others', () => {
    expect(
      parseGuardQuery(
        '?bottom_module=2&top_module=3&task_group_info_id=10&activity_id=20&sub_activity_id=30&roleId=35&platformCode=px&showUCen=1&other=x',
      ),
    ).toEqual({
      bottom_module: '2',
      top_module: '3',
      task_group_info_id: '10',
      activity_id: '20',
      sub_activity_id: '30',
      roleId: 35,
      platformCode: 'px',
      showUCen: '1',
      extraQuery: {},
    });
  });

  it('accepts URLSearchParams and leaves missing parameters out', () => {
    expect(parseGuardQuery(new URLSearchParams({ activity_id: '20' }))).toEqual({ activity_id: '20', extraQuery: {} });
    expect(parseGuardQuery('')).toEqual({ extraQuery: {} });
  });

  it("splits a value holding '?' into its path and an extra query", () => {
    expect(parseGuardQuery('?activity_id=20?from=app&sub_activity_id=30')).toEqual({
      activity_id: '20',
      sub_activity_id: '30',
      extraQuery: { from: 'app' },
    });
    expect(parseGuardQuery('?roleId=35?x=1&top_module=%2FstuIndex%3Ftab%3D2%26y%3D3')).toEqual({
      roleId: 35,
      top_module: '/stuIndex',
      extraQuery: { x: '1', tab: '2', y: '3' },
    });
  });

  it('leaves out a roleId that is not an integer', () => {
    expect(parseGuardQuery('?roleId=abc')).toEqual({ extraQuery: {} });
    expect(parseGuardQuery('?roleId=-1')).toEqual({ roleId: -1, extraQuery: {} });
  });
});

describe('splitQueryValue', () => {
  it('keeps a plain value whole', () => {
    expect(splitQueryValue('/stuIndex')).toEqual({ value: '/stuIndex', extraQuery: {} });
  });

  it('splits at the first question mark', () => {
    expect(splitQueryValue('/stuIndex?a=1&b=2?c')).toEqual({ value: '/stuIndex', extraQuery: { a: '1', b: '2?c' } });
  });
});

describe('areaPermissions (§6)', () => {
  it('is null when neither module is given', () => {
    expect(areaPermissions({})).toBeNull();
    expect(areaPermissions({ bottom_module: '', top_module: '' })).toBeNull();
  });

  it('defaults the missing one to "1" when either is given', () => {
    expect(areaPermissions({ bottom_module: '2' })).toEqual({ bottom_module: '2', top_module: '1' });
    expect(areaPermissions({ top_module: '3' })).toEqual({ bottom_module: '1', top_module: '3' });
    expect(areaPermissions({ bottom_module: '2', top_module: '3' })).toEqual({ bottom_module: '2', top_module: '3' });
  });
});
