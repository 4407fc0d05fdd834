/* Putting one call on the wire, and keeping calls sent before their reader asks. No §8 decision is taken here. */
import { files, fillPath, REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@pingjia/contract';
import type { ApiRoute } from '@pingjia/contract';
import { buildUrl, encodeBody, readJson } from './http-wire';
import type { Query } from './http-wire';

/** What a call sends, and how long it may take. */
export interface SendOptions {
  params?: Record<string, string | number>;
  query?: Query;
  /** A plain object is sent as JSON; FormData and URLSearchParams as they are. */
  body?: unknown;
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
}

/** What the wire needs from the page: the fetch, the session's token, the language and the clock. */
export interface SendDeps {
  fetch: typeof fetch;
  readToken: () => string;
  language: () => string;
  now: () => number;
}

/**
 * A call on the wire: the reply, or why none came. A reply sent ahead holds its JSON body as it is
 * being read (`json`, null when it is none).
 */
export type Exchange =
  { url: string; response: Response; json?: Promise<unknown> } | { url: string; failure: 'network' | 'timeout' };

/** §7: every call carries a timestamp except file get and upload. */
const UNSTAMPED_PATHS = new Set<string>([files.getFile.path, files.uploadFile.path]);

export async function send(
  route: ApiRoute,
  options: SendOptions,
  version: string | undefined,
  deps: SendDeps,
): Promise<Exchange> {
  const { params, query, body, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const path = params ? fillPath(route.path, params) : route.path;
  const url = buildUrl(path, query, UNSTAMPED_PATHS.has(route.path) ? null : deps.now());
  const headers = new Headers({ 'Accept-Language': deps.language() });
  const token = deps.readToken();
  if (token) headers.set(TOKEN_HEADER, token);
  if (version) headers.set('If-None-Match', version);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const init = { method: route.method, headers, body: encodeBody(body, headers), signal: controller.signal };
    return { url, response: await deps.fetch(url, { ...init, credentials: 'same-origin' }) };
  } catch {
    return { url, failure: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** A call sent before anything asked for it, and when: an old reply is not what a reader asking now would get. */
export interface SentAhead {
  sentAt: number;
  exchange: Promise<Exchange>;
}

/** Calls sent ahead, by what they send (`aheadKey`); each is read once, by the first matching call. */
export type SentAheadCalls = Map<string, SentAhead>;

/**
 * What identifies a call sent ahead: everything that goes on the wire but the timestamp. Null for
 * file calls and bodies that are not plain data, which are never sent ahead.
 */
export function aheadKey(route: ApiRoute, options: SendOptions, version: string | undefined): string | null {
  const { params, query, body, responseType = 'json' } = options;
  const isPlainBody = body === undefined || Object.getPrototypeOf(body) === Object.prototype || Array.isArray(body);
  if (responseType !== 'json' || !isPlainBody) return null;
  return JSON.stringify([route.method, route.path, params, query, body, version]);
}

/**
 * A reply sent ahead is read as it arrives (a small JSON body; one nothing asks for is then simply
 * dropped). Its reader, the guard or a page, then has it without waiting for a task of its own:
 * while a page is still loading its code, the main thread runs a long queue of script tasks, and
 * each body read waited behind them (the admin home's guard read two replies that had arrived
 * 1.1 s earlier at 2.2 and 2.6 s, on a 4× slower CPU).
 */
function readAhead(exchange: Exchange): Exchange {
  return 'response' in exchange ? { ...exchange, json: readJson(exchange.response) } : exchange;
}

/** Sends the call unless the same one is already waiting to be read. */
export function sendAhead(calls: SentAheadCalls, route: ApiRoute, options: SendOptions, deps: SendDeps): void {
  const key = aheadKey(route, options, undefined);
  if (key === null || calls.has(key)) return;
  calls.set(key, { sentAt: deps.now(), exchange: send(route, options, undefined, deps).then(readAhead) });
}
