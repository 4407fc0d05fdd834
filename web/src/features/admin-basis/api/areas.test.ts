import { describe, expect, it } from 'vitest';
import { areaTree, filterAreaTree } from './areas';
import type { AreaRecord } from './types';

const area = (id: number, parentId: number | null, level: AreaRecord['level'], schoolCount = 0): AreaRecord => ({
  id,
  parentId,
  level,
  name: `area ${id}`,
  code: String(330000 + id),
  schoolCount,
});

describe('areaTree', () => {
  it('nests each area under its parent in the order given', () => {
    const tree = areaTree([
      area(2, 1, 'city'),
      area(4, 2, 'district'),
      area(5, 2, 'district'),
      area(1, null, 'province'),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1]);
    expect(tree[0]?.children?.map((node) => node.id)).toEqual([2]);
    expect(tree[0]?.children?.[0]?.children?.map((node) => node.id)).toEqual([4, 5]);
  });

  it("counts a city's and a province's schools over their districts", () => {
    const [province] = areaTree([
      area(1, null, 'province'),
      area(2, 1, 'city'),
      area(4, 2, 'district', 2),
      area(5, 2, 'district', 1),
      area(3, 1, 'city'),
    ]);
    expect(province?.schoolCount).toBe(3);
    expect(province?.children?.map((node) => node.schoolCount)).toEqual([3, 0]);
  });

  it('makes an area whose parent is outside the scope a root, and leaves leaves without children', () => {
    const tree = areaTree([area(4, 2, 'district'), area(6, 3, 'district')]);
    expect(tree.map((node) => node.id)).toEqual([4, 6]);
    expect(tree[0]?.children).toBeUndefined();
  });
});

describe('filterAreaTree', () => {
  const tree = areaTree([
    area(1, null, 'province'),
    area(2, 1, 'city'),
    area(4, 2, 'district'),
    area(5, 2, 'district'),
    area(3, 1, 'city'),
  ]);

  it('keeps the branch down to a matching area, by name or by code', () => {
    const byName = filterAreaTree(tree, 'AREA 5');
    expect(byName[0]?.children?.map((node) => node.id)).toEqual([2]);
    expect(byName[0]?.children?.[0]?.children?.map((node) => node.id)).toEqual([5]);
    expect(filterAreaTree(tree, '330003')[0]?.children?.map((node) => node.id)).toEqual([3]);
  });

  it('keeps the whole tree for an empty filter and nothing when nothing matches', () => {
    expect(filterAreaTree(tree, '  ')).toEqual(tree);
    expect(filterAreaTree(tree, 'nowhere')).toEqual([]);
  });
});
