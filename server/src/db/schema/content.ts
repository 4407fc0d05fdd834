import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const maintainTips = pgTable(
  'maintain_tips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('maintain_tips_window_idx').on(t.startsAt, t.endsAt)],
);

export const dictionaries = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dictType: text('dict_type').notNull(),
    dictKey: text('dict_key').notNull(),
    dictValue: text('dict_value').notNull(),
    /** The value in English for en-US readers; null: the value is shown as it is. */
    dictValueEn: text('dict_value_en'),
    parentKey: text('parent_key'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dictionaries_type_idx').on(t.dictType, t.sort)],
);
