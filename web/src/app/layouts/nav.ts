import { pathOnly } from '@pingjia/contract';
import type { NavEntry } from './use-shell';

/**
 * An entry with a page of its own is one menu item; its children are pages opened from it
 * (the batch import's template and upload steps), allowed by the guard but not listed.
 * An entry without a page is a group that lists its children.
 */
export function listedChildren(entry: NavEntry): NavEntry[] {
  return entry.path ? [] : entry.children;
}

/** The listed entry to highlight on a page: its own, or the one the page was opened from. */
export function activeNavPath(nav: readonly NavEntry[], pathname: string): string | undefined {
  const here = pathOnly(pathname);
  const opens = (entry: NavEntry): boolean =>
    (entry.path !== '' && pathOnly(entry.path) === here) || entry.children.some(opens);
  for (const entry of nav) {
    if (!opens(entry)) continue;
    return entry.path || activeNavPath(entry.children, pathname);
  }
  return undefined;
}
