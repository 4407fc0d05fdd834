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

/**
 * How often one server writes a session's last use: once a minute, or ten times per idle limit
 * when that is shorter (the tests' short limits). Writing on every call would make every read a
 * write; the activity buffer keeps the idle limit exact in between (`activity.ts`).
 */
export function touchIntervalMs(idleMs: number): number {
  return Math.max(1, Math.min(60_000, Math.floor(idleMs / 10)));
}
