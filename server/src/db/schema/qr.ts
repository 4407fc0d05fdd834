import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The current sign-in card of a student; resetting replaces the nonce, so old cards stop working. */
export const qrCards = pgTable('qr_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  provinceShardId: integer('province_shard_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The HMAC key that signs card links, stored encrypted with the PII key like the transport keys. */
export const qrSigningKeys = pgTable('qr_signing_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  keyEncrypted: text('key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
