import { touchIntervalMs } from './policy.js';
import type { SeenAt, SessionStore, StoredSession } from './types.js';

/** A session store that writes a session's last use at most once per interval, and keeps the idle limit exact. */
export interface ActiveSessionStore extends SessionStore {
  /** Records that the session made a call now: written at once when the stored time is an interval old, else buffered. */
  markSeen(session: StoredSession, now: Date): Promise<void>;
  /** Writes buffered use whose session this server has not written for an interval (the timer's work; tests call it). */
  flush(): Promise<void>;
  /** Stops the timer and writes everything buffered. */
  close(): Promise<void>;
}

interface Options {
  idleMs: number;
  clock: () => Date;
  onError?: (error: unknown) => void;
}

interface Unsaved {
  at: number;
  expiresAt: Date;
}

/**
 * Why this stays exact. A call is accepted only when the stored last use is within the idle
 * limit, and it is written at once whenever the stored time is an interval old, so the stored
 * time is never more than an interval behind an accepted call; anything newer sits in this
 * server's buffer, which answers for it here at once and is written within two intervals for
 * every other server. The interval is at most a tenth of the limit, so by the time a session's
 * silence nears the limit every server reads its true last use. (A server killed outright loses
 * at most two intervals of buffered use: that session may go idle that much early.)
 */
export function withActivityBuffer(store: SessionStore, options: Options): ActiveSessionStore {
  const interval = touchIntervalMs(options.idleMs);
  /** The last use as the store holds it, by session. */
  const recorded = new Map<string, number>();
  /** When this server last wrote the session's use (its clock), so it writes at most once an interval. */
  const written = new Map<string, number>();
  const unsaved = new Map<string, Unsaved>();

  function seenThrough(found: StoredSession | null): StoredSession | null {
    if (!found) return null;
    recorded.set(found.sessionId, Math.max(recorded.get(found.sessionId) ?? 0, found.lastSeenAt.getTime()));
    const buffered = unsaved.get(found.sessionId)?.at ?? 0;
    return buffered > found.lastSeenAt.getTime() ? { ...found, lastSeenAt: new Date(buffered) } : found;
  }

  function wrote(sessionId: string, at: number, now: number): void {
    written.set(sessionId, now);
    recorded.set(sessionId, Math.max(recorded.get(sessionId) ?? 0, at));
    unsaved.delete(sessionId);
  }

  /** Forgets sessions quiet for longer than the idle limit: their stored time is exact by then. */
  function prune(now: number): void {
    for (const [id, at] of written) if (now - at > options.idleMs && !unsaved.has(id)) written.delete(id);
    for (const [id, at] of recorded) if (now - at > options.idleMs && !unsaved.has(id)) recorded.delete(id);
  }

  async function writeDue(force: boolean): Promise<void> {
    const now = options.clock().getTime();
    const due: SeenAt[] = [];
    for (const [sessionId, entry] of unsaved) {
      if (force || now - (written.get(sessionId) ?? -Infinity) >= interval) {
        due.push({ sessionId, at: new Date(entry.at), expiresAt: entry.expiresAt });
      }
    }
    for (const seen of due) wrote(seen.sessionId, seen.at.getTime(), now);
    prune(now);
    if (due.length === 0) return;
    try {
      await store.touch(due);
    } catch (error) {
      // Kept for the next turn, unless a newer use has been buffered meanwhile.
      for (const seen of due) {
        if (!unsaved.has(seen.sessionId))
          unsaved.set(seen.sessionId, { at: seen.at.getTime(), expiresAt: seen.expiresAt });
        written.delete(seen.sessionId);
      }
      options.onError?.(error);
    }
  }

  const timer = setInterval(() => void writeDue(false), Math.max(1, Math.floor(interval / 2)));
  timer.unref();

  return {
    ...store,
    findByToken: async (token) => seenThrough(await store.findByToken(token)),
    findById: async (sessionId) => seenThrough(await store.findById(sessionId)),
    async markSeen(session, now) {
      const id = session.sessionId;
      const at = now.getTime();
      const stored = recorded.get(id) ?? session.lastSeenAt.getTime();
      const lastWrite = written.get(id) ?? -Infinity;
      if (at - stored >= interval && at - lastWrite >= interval) {
        wrote(id, at, at);
        await store.touch([{ sessionId: id, at: now, expiresAt: session.expiresAt }]);
        return;
      }
      if ((unsaved.get(id)?.at ?? -Infinity) < at) unsaved.set(id, { at, expiresAt: session.expiresAt });
    },
    flush: () => writeDue(false),
    async close() {
      clearInterval(timer);
      await writeDue(true);
    },
  };
}
