// The first script a visit runs (build/route-preloads.ts puts it in index.html, loaded beside the
// entry). On a page index.html lists files for, it sends the guard's first calls and then preloads
// the page's files, so both are under way while the entry downloads instead of after it has run.
// The entry imports this module too, so the two share one copy of what they both use.
import { sendSetUpCallsEarly } from './guard/early-setup-calls';
import { filesFor, preloadLinks, ROUTE_FILES_ID } from './route-files';
import type { RouteFiles } from './route-files';

const block = document.getElementById(ROUTE_FILES_ID);
const files = block?.textContent
  ? filesFor(JSON.parse(block.textContent) as RouteFiles, location.pathname, import.meta.env.BASE_URL)
  : [];
if (files.length > 0) {
  // The calls first: a browser sends six requests to a server at once, the rest wait their turn.
  sendSetUpCallsEarly();
  document.head.append(...preloadLinks(files, document));
}
