import { describe, expect, it } from 'vitest';
import { activeNavPath, listedChildren } from './nav';
import type { NavEntry } from './use-shell';

const entry = (path: string, children: NavEntry[] = []): NavEntry => ({
  key: path || 'group',
  label: path,
  path,
  children,
});

const batch = entry('/adminIndex/basis/batchAddAccounts', [
  entry('/adminIndex/templateDownload'),
  entry('/adminIndex/uploadAll'),
]);
const checks = entry('', [entry('/adminIndex/check/progressQuery'), entry('/adminIndex/check/assessQuery?findType=1')]);
const nav = [entry('/adminIndex/page'), batch, checks];

describe('admin navigation', () => {
  it('lists a group’s children but not the pages an entry opens', () => {
    expect(listedChildren(batch)).toEqual([]);
    expect(listedChildren(checks)).toHaveLength(2);
  });

  it('highlights the entry a step page was opened from', () => {
    expect(activeNavPath(nav, '/adminIndex/uploadAll')).toBe('/adminIndex/basis/batchAddAccounts');
    expect(activeNavPath(nav, '/adminIndex/templateDownload')).toBe('/adminIndex/basis/batchAddAccounts');
  });

  it('matches a menu url that carries a query by its path, and a page inside a group', () => {
    expect(activeNavPath(nav, '/adminIndex/check/assessQuery')).toBe('/adminIndex/check/assessQuery?findType=1');
    expect(activeNavPath(nav, '/adminIndex/page/')).toBe('/adminIndex/page');
  });

  it('highlights nothing on a page outside the menus', () => {
    expect(activeNavPath(nav, '/adminIndex/bzr')).toBeUndefined();
  });
});
