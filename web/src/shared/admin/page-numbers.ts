/** A page number to offer, or a gap standing for the pages left out between two of them. */
export type PageItem = number | 'gap';

/** Pages shown on each side of the current one. */
const AROUND = 2;

/**
 * The page buttons of a pager: the first and last page, the current one with two on each side,
 * and a gap wherever pages are left out. A gap that would hide a single page shows that page instead.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - AROUND; page <= current + AROUND; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** How many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
