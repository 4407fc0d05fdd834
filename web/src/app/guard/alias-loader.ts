import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';

/**
 * Where a §2 alias (/parentIndex, /adminIndex) sends its visitor: the target, with the query
 * and hash the alias was opened with (parentLogin's `#token=…`, a host's `?roleId=`). A loader's
 * request has no hash, so the hash comes from the address bar, only while it shows this alias
 * (on the first load); a navigation from another page would otherwise carry that page's hash.
 */
export function aliasTarget(target: string, requestUrl: string, address: Pick<Location, 'pathname' | 'hash'>): string {
  const url = new URL(requestUrl);
  const hash = address.pathname === url.pathname ? address.hash : '';
  return `${target}${url.search}${hash}`;
}

export function aliasLoader(target: string): LoaderFunction {
  return ({ request }) => redirect(aliasTarget(target, request.url, location));
}
