/** What a handler knows about the caller: `request.session`. */
export interface Session {
  sessionId: string;
  userId: number;
  roleId: number;
  /** Set when a parent acts as their child: the parent's user id. */
  actorUserId: number | null;
  provinceShardId: number;
  /** The caches' epochs for this user, when the session store read them along (PostgreSQL). */
  epochs?: CacheEpochs;
}

export interface StoredSession extends Session {
  actorSessionId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** See `db/schema/cache.ts`: a cached value is good while both are what they were when it was made. */
export interface CacheEpochs {
  user: number;
  province: number;
}

export interface NewSession {
  userId: number;
  roleId: number;
  provinceShardId: number;
  actorUserId?: number | null;
  actorSessionId?: string | null;
}

/** A session's use to record: `at` is kept only if later than what is stored. */
export interface SeenAt {
  sessionId: string;
  at: Date;
  /** The session's absolute end, so a store that expires keys can expire this one with it. */
  expiresAt: Date;
}

/** One interface, two homes: PostgreSQL by default, Redis when REDIS_URL is set. */
export interface SessionStore {
  create(input: NewSession, now: Date, expiresAt: Date): Promise<{ token: string; session: StoredSession }>;
  findByToken(token: string): Promise<StoredSession | null>;
  findById(sessionId: string): Promise<StoredSession | null>;
  /** Moves each session's last use forward to `at` (never back), in one round trip. */
  touch(seen: readonly SeenAt[]): Promise<void>;
  setRole(sessionId: string, roleId: number): Promise<void>;
  revoke(sessionId: string, now: Date): Promise<void>;
  /** Gives the session a new token; the old one stops working. */
  rotateToken(sessionId: string, now: Date): Promise<string>;
  /**
   * Ends every live session of these users, and every session in which one of them acts for
   * someone else (a password reset or a deactivation must not leave an old sign-in working),
   * except `exceptSessionId`: the caller's own session when they changed their own password.
   */
  revokeAllOfUsers(userIds: readonly number[], now: Date, options?: { exceptSessionId?: string }): Promise<void>;
  /** Ends the sessions in which `actorUserId` acts as `userId`: the binding they stood on has ended. */
  revokeActing(actorUserId: number, userId: number, now: Date): Promise<void>;
  /** Ends the sessions a parent opened to act as a child from their session `actorSessionId`: it has signed out. */
  revokeActingFrom(actorUserId: number, actorSessionId: string, now: Date): Promise<void>;
}
