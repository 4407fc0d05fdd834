import { describe, expect, it } from 'vitest';
import { sessionState, touchIntervalMs } from './policy.js';
import type { StoredSession } from './types.js';

const start = new Date('2026-11-22T08:00:00Z');
const session = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  sessionId: 's',
  userId: 1,
  roleId: 8,
  actorUserId: null,
  actorSessionId: null,
  provinceShardId: 33,
  createdAt: start,
  lastSeenAt: start,
  expiresAt: new Date(start.getTime() + 12 * 3_600_000),
  revokedAt: null,
  ...overrides,
});
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const limits = { idleMs: 30 * 60_000 };

describe('sessionState', () => {
  it('is valid within the idle limit, idle past it', () => {
    expect(sessionState(session(), at(30), limits)).toBe('valid');
    expect(sessionState(session(), new Date(at(30).getTime() + 1), limits)).toBe('idle');
  });

  it('is ended when revoked or past the absolute end, even if recently used', () => {
    expect(sessionState(session({ revokedAt: at(1) }), at(2), limits)).toBe('ended');
    expect(sessionState(session({ lastSeenAt: at(719) }), at(720), limits)).toBe('ended');
  });
});

describe('touchIntervalMs', () => {
  it('is a minute for the product limits and a tenth of a short limit', () => {
    expect(touchIntervalMs(30 * 60_000)).toBe(60_000);
    expect(touchIntervalMs(5 * 60_000)).toBe(30_000);
    expect(touchIntervalMs(2_000)).toBe(200);
  });
});
