import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const AWARD_RULES = ['firstActivity', 'groupComplete', 'streak3', 'streak7', 'topLevel'] as const;
export type AwardRule = (typeof AWARD_RULES)[number];

/** Medals and trophies, each earned by one rule checked on submit. */
export const awardDefinitions = pgTable(
  'award_definitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['medal', 'trophy'] }).notNull(),
    rule: text('rule', { enum: AWARD_RULES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** A webp image name of the web build, e.g. medal-first-activity.webp. */
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('award_definitions_rule_idx').on(t.rule)],
);

export const userAwards = pgTable(
  'user_awards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => awardDefinitions.id, { onDelete: 'cascade' }),
    /** The task group a per-group award is for; 0 for awards of the whole record. */
    taskGroupId: integer('task_group_id').notNull().default(0),
    /** Shown as new on the home until the student has seen it (getNewMark). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [
    uniqueIndex('user_awards_once_idx').on(t.userId, t.awardId, t.taskGroupId),
    index('user_awards_user_idx').on(t.userId, t.awardedAt),
  ],
);
