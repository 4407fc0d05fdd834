import type { MenuItem } from '../entities/menu.js';

/** A menu entry as the flat list delivers it, before children are attached. */
export type FlatMenuItem = Omit<MenuItem, 'children'> & { children?: MenuItem[] };

function isForAnswerWeb(item: MenuItem): boolean {
  return item.appSide
    .split(',')
    .map((side) => side.trim())
    .includes('1');
}

/** §6: keep entries whose appSide includes "1", sorted by sort, at every level of the tree. */
export function filterMenus(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter(isForAnswerWeb)
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ ...item, children: filterMenus(item.children) }));
}

/** Nests a flat list by parentId; an entry whose parent is not in the list is a root. */
export function buildMenuTree(flat: readonly FlatMenuItem[]): MenuItem[] {
  const ids = new Set(flat.map((item) => item.id));
  const childrenOf = (parentId: number, seen: Set<number>): MenuItem[] =>
    flat
      .filter((item) => item.parentId === parentId && item.id !== parentId && !seen.has(item.id))
      .map((item) => ({ ...item, children: childrenOf(item.id, new Set(seen).add(item.id)) }));
  return flat
    .filter((item) => !ids.has(item.parentId) || item.parentId === item.id)
    .map((item) => ({ ...item, children: childrenOf(item.id, new Set([item.id])) }));
}

/** The first page in menu order: a group's first child before the group's own url. */
export function firstMenuUrl(menus: readonly MenuItem[]): string | null {
  for (const item of menus) {
    const url = firstMenuUrl(item.children) ?? (item.menuUrl || null);
    if (url) return url;
  }
  return null;
}

/** Every menu url in the tree, without its query. */
export function menuPaths(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((item) => [...(item.menuUrl ? [pathOnly(item.menuUrl)] : []), ...menuPaths(item.children)]);
}

/** The path of a url or route: no query, no hash, no trailing slash (the root stays '/'). */
export function pathOnly(url: string): string {
  return url.replace(/[?#].*$/s, '').replace(/\/+$/, '') || '/';
}
