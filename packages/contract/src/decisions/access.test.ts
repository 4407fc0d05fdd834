import { describe, expect, it } from 'vitest';
import { buildMenu } from '../test-support/factories.js';
import { isPathAllowed } from './access.js';

const menus = [
  buildMenu({
    menuUrl: '',
    children: [
      buildMenu({ menuUrl: '/adminIndex/check/assessQuery?findType=1' }),
      buildMenu({ menuUrl: '/adminIndex/basis/class' }),
    ],
  }),
];

describe('isPathAllowed (§2 access check)', () => {
  it('allows the root, the third-party jump page and the student second page without menus', () => {
    for (const path of ['/', '/independentActivity', '/stuIndex/secondPage', '/independentActivity?activity_id=3']) {
      expect(isPathAllowed(path, [])).toBe(true);
    }
  });

  it('allows a page one of the menus opens, whatever the query', () => {
    expect(isPathAllowed('/adminIndex/basis/class', menus)).toBe(true);
    expect(isPathAllowed('/adminIndex/basis/class/?page=2', menus)).toBe(true);
    expect(isPathAllowed('/adminIndex/check/assessQuery', menus)).toBe(true);
  });

  it('refuses any other page, a neighbour or a deeper path included', () => {
    for (const path of ['/adminIndex/basis/teacher', '/adminIndex/basis/class/edit', '/adminIndex', '/stuIndex']) {
      expect(isPathAllowed(path, menus)).toBe(false);
    }
  });
});
