import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Only the SHA-256 of a token is stored; the token itself lives with the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    actorUserId: integer('actor_user_id'),
    actorSessionId: uuid('actor_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Ending a parent's acting sessions (unbinding, deactivation, password reset) finds them by the parent.
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_actor_user_idx').on(t.actorUserId)],
);

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** Set on a gate (see platform/rate-limit `hold`): nobody passes before this instant. */
  heldUntil: timestamp('held_until', { withTimezone: true }),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_phone_idx').on(t.userId, t.phone)],
);

export const transportKeys = pgTable('transport_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** Sealed with the PII key, so a database dump alone opens nothing. */
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const transportNonces = pgTable(
  'transport_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('transport_nonces_expires_idx').on(t.expiresAt)],
);
