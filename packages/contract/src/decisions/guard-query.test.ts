import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../entities/menu.js';
import { areaPermissions, entryOptions, parseGuardQuery, splitQueryValue, withoutUserCentre } from './guard-query.js';

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

describe('entryOptions (§2 platformCode and showUCen)', () => {
  it('changes nothing for a link without them', () => {
    expect(entryOptions({})).toEqual({});
    expect(entryOptions({ platformCode: '' })).toEqual({});
  });

  it('takes the platform code as given', () => {
    expect(entryOptions({ platformCode: 'px' })).toEqual({ platformCode: 'px' });
  });

  it('hides the user centre for "0" or "false" and shows it for any other value', () => {
    expect(entryOptions({ showUCen: '0' })).toEqual({ showUserCentre: false });
    expect(entryOptions({ showUCen: 'False' })).toEqual({ showUserCentre: false });
    expect(entryOptions({ showUCen: '1' })).toEqual({ showUserCentre: true });
    expect(entryOptions({ showUCen: '' })).toEqual({ showUserCentre: true });
  });
});

describe('withoutUserCentre (§2 showUCen)', () => {
  const entry = (id: number, menuUrl: string, children: MenuItem[] = []): MenuItem => ({
    id,
    parentId: 0,
    appSide: '1',
    sort: id,
    menuUrl,
    menuName: `menu.${id}`,
    children,
  });

  it('drops every role’s personal centre, at any level, and keeps the rest', () => {
    const menus = [
      entry(1, '/adminIndex/page'),
      entry(2, '/adminIndex/personalCenter?tab=phone'),
      entry(3, '', [entry(4, '/stuIndex/personCenter'), entry(5, '/growthCalendar')]),
      entry(6, '/parentIndex/personCenter'),
    ];
    expect(withoutUserCentre(menus)).toEqual([
      entry(1, '/adminIndex/page'),
      entry(3, '', [entry(5, '/growthCalendar')]),
    ]);
  });
});
