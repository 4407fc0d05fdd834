import { ok } from '@pingjia/contract';
import { QueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * A server behind `fetch` that answers every call with `replies[path]` (or null) and keeps what each
 * request sent, without its timestamp: the test of a page's calls sent ahead reads it.
 */
export function fakeServer(replies: Record<string, unknown> = {}) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const { pathname } = new URL(url, 'http://school.test');
    return Promise.resolve(Response.json(ok(replies[pathname] ?? null)));
  });
  Object.assign(globalThis, { fetch: fetchMock });
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      const address = new URL(url, 'http://school.test');
      address.searchParams.delete('timestamp');
      const body = typeof init?.body === 'string' ? init.body : '';
      return `${init?.method ?? 'GET'} ${address.pathname}${address.search} ${body}`.trim();
    });
  return { fetchMock, sent };
}

/** Runs a query the way a page's `useQuery` does, with a client that does not retry. */
export function runQuery<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(options);
}
