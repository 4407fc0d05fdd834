import { describe, expect, it } from 'vitest';
import { dictCalls } from './shapes.js';

const dimensionList = dictCalls.getDimensionList.response;
const node = (id: string, parentId: string | null, children: object[] = []) => ({
  id,
  parentId,
  name: `Dimension ${id}`,
  nameEn: null,
  children,
});

describe('dimension tree (getDimensionList)', () => {
  it('carries children to any depth', () => {
    const tree = [node('1', null, [node('11', '1', [node('111', '11')])]), node('2', null)];
    expect(dimensionList.parse(tree)).toEqual(tree);
  });

  it('holds every level to the same fields', () => {
    const nameless = { id: '111', parentId: '11', nameEn: null, children: [] };
    const result = dimensionList.safeParse([node('1', null, [node('11', '1', [nameless])])]);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[0, 'children', 0, 'children', 0, 'name']]);
  });
});
