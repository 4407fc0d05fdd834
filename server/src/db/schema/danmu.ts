import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Moderated encouraging messages that drift across the student home; admins edit them. */
export const danmuMessages = pgTable(
  'danmu_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    content: text('content').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('danmu_messages_enabled_idx').on(t.enabled, t.sort)],
);
