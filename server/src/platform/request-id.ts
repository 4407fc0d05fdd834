import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's request id (from a proxy) when it looks sane, so logs join up across hops. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Never log a session token or cookie. */
export const LOG_REDACT = ['req.headers.satoken', 'req.headers.cookie', 'req.headers.authorization'];
