import { TOKEN_HASH_MARKER } from '@pingjia/contract';

/** The token an identity provider's redirect puts in the address's hash (`#token=…`), if any. */
export function tokenFromHash(hash: string): string | null {
  if (!hash.startsWith(TOKEN_HASH_MARKER)) return null;
  const token = hash.slice(TOKEN_HASH_MARKER.length).split('&')[0] ?? '';
  return token ? decodeURIComponent(token) : null;
}
