/** How a fuzzed request is written on the wire: its URL, its query string, its encodings. */

/** One request the fuzzer sends, as the wire carries it. */
export interface FuzzRequest {
  /** What kind of mischief it is, for the summary and a failure's message. */
  kind: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Where fuzzed requests come from, unless they pick an address of their own. */
export const FUZZ_ADDRESS = '198.51.100.7';
export const JSON_TYPE = 'application/json';

/** Percent-encodes any text, lone surrogates too (as the bytes of their CESU-8 form, which no UTF-8 decoder accepts). */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += Array.from(Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]))
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A value as URL text: nothing for null, JSON for a structure. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** How a query string carries a value: lists as repeated keys, structures as JSON text. */
function queryPairs(key: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  return [`${encodeText(key)}=${encodeText(textOf(value))}`];
}

export function queryString(values: unknown): string {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return values === undefined ? '' : queryPairs('q', values).join('&');
  }
  return Object.entries(values)
    .flatMap(([key, value]) => queryPairs(key, value))
    .join('&');
}

/** The path with its `:name` parts filled from `values` (any text, encoded). */
export function pathWith(path: string, values: unknown): string {
  const record = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeText(textOf(record[name])));
}

export function urlOf(path: string, params: unknown, query: string): string {
  return `${pathWith(path, params)}${query ? `?${query}` : ''}`;
}

export function joinQuery(...parts: string[]): string {
  return parts.filter(Boolean).join('&');
}
