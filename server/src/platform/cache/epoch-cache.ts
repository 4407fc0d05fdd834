import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { CacheEpochKind, cacheEpochs } from '../../db/schema/index.js';
import type { CacheEpochs, Session } from '../sessions/types.js';

interface Entry<T> {
  epochs: CacheEpochs;
  /** The first moment (ms) the value may read differently without any row changing: a group opens, a day turns. */
  validUntil: number;
  value: T;
}

const sameEpochs = (a: CacheEpochs, b: CacheEpochs): boolean => a.user === b.user && a.province === b.province;

/**
 * Values a server keeps for one user, good while the user's and the province's epochs are what
 * they were when the value was made and the clock is before `validUntil`. The epochs come from
 * the database on every call (with the session), so a change made through any server is seen by
 * every server on its next call: nothing has to be told, and nothing stale can be served.
 * The oldest entries go first when the cache is full.
 */
export class EpochCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Values being made, by key: calls that miss together under the same epochs share one making. */
  private readonly making = new Map<
    string,
    { epochs: CacheEpochs; made: Promise<{ value: T; validUntil?: number }> }
  >();

  constructor(private readonly maxEntries: number) {}

  get(key: string, epochs: CacheEpochs, now: Date): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!sameEpochs(entry.epochs, epochs) || now.getTime() >= entry.validUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, epochs: CacheEpochs, validUntil: number, value: T): void {
    this.entries.delete(key);
    // An unreadable horizon keeps nothing rather than keeping forever.
    if (Number.isNaN(validUntil)) return;
    this.entries.set(key, { epochs, validUntil, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Reads through: the cached value, or `make`'s, kept under the epochs read before it ran. */
  async through(
    key: string,
    epochs: CacheEpochs,
    now: Date,
    make: () => Promise<{ value: T; validUntil?: number }>,
  ): Promise<T> {
    const hit = this.get(key, epochs, now);
    if (hit !== undefined) return hit;
    const running = this.making.get(key);
    if (running && sameEpochs(running.epochs, epochs)) {
      const shared = await running.made;
      // Made for an earlier moment: past its horizon, this call makes its own.
      if (now.getTime() < (shared.validUntil ?? Number.POSITIVE_INFINITY)) return shared.value;
    }
    const made = make();
    this.making.set(key, { epochs, made });
    try {
      const { value, validUntil } = await made;
      this.set(key, epochs, validUntil ?? Number.POSITIVE_INFINITY, value);
      return value;
    } finally {
      if (this.making.get(key)?.made === made) this.making.delete(key);
    }
  }
}

/** A user's and their province's epochs, for a caller whose session did not bring them (Redis sessions, a parent's child). */
export async function readEpochs(db: Executor, provinceShardId: number, userId: number): Promise<CacheEpochs> {
  const rows = await db
    .select({
      kind: cacheEpochs.kind,
      subjectId: cacheEpochs.subjectId,
      epoch: sql<number>`${cacheEpochs.epoch}::float8`,
    })
    .from(cacheEpochs)
    .where(
      and(
        eq(cacheEpochs.provinceShardId, provinceShardId),
        inArray(cacheEpochs.subjectId, [userId, 0]),
        inArray(cacheEpochs.kind, [CacheEpochKind.user, CacheEpochKind.province]),
      ),
    );
  const find = (kind: number, subjectId: number) =>
    rows.find((row) => row.kind === kind && row.subjectId === subjectId)?.epoch ?? 0;
  return { user: find(CacheEpochKind.user, userId), province: find(CacheEpochKind.province, 0) };
}

/** The caller's own epochs: read with the session on PostgreSQL, one small query on Redis. */
export async function sessionEpochs(db: Executor, session: Session): Promise<CacheEpochs> {
  return session.epochs ?? readEpochs(db, session.provinceShardId, session.userId);
}
