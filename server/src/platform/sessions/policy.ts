import type { StoredSession } from './types.js';

export type SessionState = 'valid' | 'idle' | 'ended';

export interface SessionLimits {
  idleMs: number;
}

/** Revoked or past its absolute end is "ended" (401); quiet too long is "idle" (402). */
export function sessionState(session: StoredSession, now: Date, limits: SessionLimits): SessionState {
  if (session.revokedAt !== null || session.expiresAt.getTime() <= now.getTime()) return 'ended';
  if (now.getTime() - session.lastSeenAt.getTime() > limits.idleMs) return 'idle';
  return 'valid';
}

/** Writing last_seen on every call would double the writes; a few seconds of slack is harmless. */
export const TOUCH_AFTER_MS = 10_000;

export function needsTouch(session: StoredSession, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS;
}
