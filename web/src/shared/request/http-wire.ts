/* How a call travels: its address, its body, and how a reply's JSON is read. No §8 decision is taken here. */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** The §8 body status that means "show the server's message"; as an HTTP status it hands the body back. */
export const SERVER_MESSAGE_STATUS = '701';

export function buildUrl(path: string, query: Query | undefined, stamp: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  if (stamp !== null) params.set('timestamp', String(stamp));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export function isJsonReply(response: Response): boolean {
  return /^application\/json\b/i.test(response.headers.get('Content-Type') ?? '');
}

export function isServerMessageBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code } = body as { status?: unknown; code?: unknown };
  return String(status) === SERVER_MESSAGE_STATUS || String(code) === SERVER_MESSAGE_STATUS;
}

/**
 * Whether a file call's JSON reply is the §8 envelope refusing it rather than a JSON file: raw calls
 * answer their failures with the envelope, which says `success: false` (or carries the 701 status).
 */
export function isEnvelopeRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return (body as { success?: unknown }).success === false || isServerMessageBody(body);
}
