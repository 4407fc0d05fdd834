// Where index.html keeps the files the busiest routes need: build/route-preloads.ts writes the block,
// preload-route.ts reads it as the page opens. Nothing here may touch the page when imported: the
// build imports it too.

export const ROUTE_FILES_ID = 'pj-route-files';

/** Files below the base URL, each list once; routes (paths below the router base) name their list by index. */
export interface RouteFiles {
  lists: string[][];
  routes: Record<string, number>;
}

/** The path below the router base, as the route table names it: '/client/answerweb/stuIndex/' → '/stuIndex'. */
export function routeOf(pathname: string, base: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/** The files to fetch for this address, as URLs; none for a route not listed. */
export function filesFor(routeFiles: RouteFiles, pathname: string, base: string): string[] {
  const index = routeFiles.routes[routeOf(pathname, base)];
  const list = index === undefined ? [] : (routeFiles.lists[index] ?? []);
  return list.map((file) => `${base}${file}`);
}

/** The links that fetch the files: scripts as module preloads, style sheets as preloads the app applies itself. */
export function preloadLinks(files: string[], doc: Document): HTMLLinkElement[] {
  return files.map((href) => {
    const link = doc.createElement('link');
    const isSheet = href.endsWith('.css');
    link.rel = isSheet ? 'preload' : 'modulepreload';
    if (isSheet) link.as = 'style';
    // As the app's own links ask for them (Vite's are crossorigin too), so the browser reuses what these fetched.
    link.crossOrigin = '';
    // Behind the entry and the guard's calls when a connection comes free: they are needed first.
    link.fetchPriority = 'low';
    link.href = href;
    return link;
  });
}
