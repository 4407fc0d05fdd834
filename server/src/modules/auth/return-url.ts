import { ROUTER_BASE } from '@pingjia/contract';

const PLACEHOLDER_ORIGIN = 'http://pingjia.invalid';

/**
 * Where sign-in sends the browser back to: a path under the client base on this deployment,
 * never another host (no open redirect). Returns null when the address is not allowed.
 */
export function resolveReturnUrl(raw: string | undefined, publicOrigin?: string): string | null {
  if (raw === undefined || raw === '') return ROUTER_BASE;
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  const isRelative = raw.startsWith('/') && !raw.startsWith('//');
  const origin = isRelative ? PLACEHOLDER_ORIGIN : publicOrigin;
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (!`${url.pathname}/`.startsWith(ROUTER_BASE) || url.username || url.password) return null;
  return `${url.pathname}${url.search}`;
}
