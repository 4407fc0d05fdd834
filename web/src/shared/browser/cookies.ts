import { TOKEN_COOKIE } from '@pingjia/contract';

function readCookie(name: string): string {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : '';
}

export function readToken(): string {
  return typeof document === 'undefined' ? '' : readCookie(TOKEN_COOKIE);
}

export function writeToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; SameSite=Lax; max-age=0`;
}
