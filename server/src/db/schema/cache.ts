import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/** What an epoch counts changes to: one user's own rows, or a province's shared rows. */
export const CacheEpochKind = { user: 1, province: 2 } as const;

/**
 * Change counters that servers' caches compare against (docs/scale.md, "Caches"): the triggers of
 * migration 0023 raise a user's epoch in the same transaction as any change to their rows, and a
 * province's on any change to its organisations or content, so a value cached under an older
 * epoch is never served again, by any server.
 */
export const cacheEpochs = pgTable(
  'cache_epochs',
  {
    provinceShardId: integer('province_shard_id').notNull(),
    kind: smallint('kind').notNull(),
    /** The user for kind 1; 0 for the province. */
    subjectId: integer('subject_id').notNull(),
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provinceShardId, t.kind, t.subjectId] })],
);
