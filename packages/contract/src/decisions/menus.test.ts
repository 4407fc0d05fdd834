import { describe, expect, it } from 'vitest';
import { buildMenu } from '../test-support/factories.js';
import { buildMenuTree, filterMenus, firstMenuUrl, menuPaths, pathOnly } from './menus.js';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('filterMenus (§6)', () => {
  it('keeps entries whose appSide includes "1" and sorts them by sort', () => {
    const menus = [
      buildMenu({ id: 1, sort: 3 }),
      buildMenu({ id: 2, sort: 1, appSide: '2' }),
      buildMenu({ id: 3, sort: 2, appSide: '2, 1' }),
      buildMenu({ id: 4, sort: 0, appSide: '11,21' }),
      buildMenu({ id: 5, sort: 1, appSide: '1,2' }),
    ];
    expect(ids(filterMenus(menus))).toEqual([5, 3, 1]);
  });

  it('does the same at every level of the tree, dropping a hidden group with its children', () => {
    const menus = [
      buildMenu({
        id: 1,
        children: [buildMenu({ id: 11, sort: 2 }), buildMenu({ id: 12, sort: 1 }), buildMenu({ id: 13, appSide: '2' })],
      }),
      buildMenu({ id: 2, appSide: '2', children: [buildMenu({ id: 21 })] }),
    ];
    const filtered = filterMenus(menus);
    expect(ids(filtered)).toEqual([1]);
    expect(ids(filtered[0]?.children ?? [])).toEqual([12, 11]);
  });

  it('leaves its input untouched', () => {
    const menus = [buildMenu({ id: 1, sort: 2 }), buildMenu({ id: 2, sort: 1 })];
    filterMenus(menus);
    expect(ids(menus)).toEqual([1, 2]);
  });
});

describe('buildMenuTree', () => {
  it('nests a flat list by parentId; entries without a listed parent are roots', () => {
    const tree = buildMenuTree([
      { ...buildMenu({ id: 1, parentId: 0 }) },
      { ...buildMenu({ id: 2, parentId: 1 }) },
      { ...buildMenu({ id: 3, parentId: 2 }) },
      { ...buildMenu({ id: 4, parentId: 500 }) },
    ]);
    expect(ids(tree)).toEqual([1, 4]);
    expect(ids(tree[0]?.children ?? [])).toEqual([2]);
    expect(ids(tree[0]?.children[0]?.children ?? [])).toEqual([3]);
  });

  it('survives an entry that is its own parent and a parent cycle', () => {
    const tree = buildMenuTree([
      buildMenu({ id: 1, parentId: 1 }),
      buildMenu({ id: 2, parentId: 3 }),
      buildMenu({ id: 3, parentId: 2 }),
    ]);
    expect(ids(tree)).toEqual([1]);
    expect(tree[0]?.children).toEqual([]);
  });
});

describe('firstMenuUrl', () => {
  it("takes a group's first child before the group's own url", () => {
    const menus = [
      buildMenu({
        id: 1,
        menuUrl: '',
        children: [
          buildMenu({ id: 11, menuUrl: '', children: [] }),
          buildMenu({ id: 12, menuUrl: '/adminIndex/page' }),
        ],
      }),
      buildMenu({ id: 2, menuUrl: '/adminIndex/bzr' }),
    ];
    expect(firstMenuUrl(menus)).toBe('/adminIndex/page');
    expect(firstMenuUrl([buildMenu({ id: 3, menuUrl: '/stuIndex' })])).toBe('/stuIndex');
  });

  it('is null without any page', () => {
    expect(firstMenuUrl([])).toBeNull();
    expect(firstMenuUrl([buildMenu({ id: 1, menuUrl: '' })])).toBeNull();
  });
});

describe('menuPaths and pathOnly', () => {
  it('lists every url of the tree without its query', () => {
    const menus = [
      buildMenu({
        id: 1,
        menuUrl: '',
        children: [buildMenu({ id: 2, menuUrl: '/adminIndex/check/assessQuery?findType=1' })],
      }),
    ];
    expect(menuPaths(menus)).toEqual(['/adminIndex/check/assessQuery']);
  });

  it('drops the query, the hash and a trailing slash, keeping the root', () => {
    expect(pathOnly('/stuIndex/?a=1#top')).toBe('/stuIndex');
    expect(pathOnly('/stuIndex#top')).toBe('/stuIndex');
    expect(pathOnly('/')).toBe('/');
    expect(pathOnly('')).toBe('/');
    expect(pathOnly('/?a=1')).toBe('/');
  });
});
