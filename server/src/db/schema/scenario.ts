import { index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './evaluation.js';
import { users } from './users.js';

/**
 * A scenario task's definition, one per activity of kind 'scenario'. The validated JSON is kept
 * whole: scenes, branches and the options' indicator scores are read together on every step.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scenarios_activity_idx').on(t.activityId)],
);

/**
 * A student's walk through a scenario: the scene ids in the order reached and the response at
 * each step. One current walk per student and activity; a re-answer starts it over.
 */
export const scenarioAttempts = pgTable(
  'scenario_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    responses: jsonb('responses').$type<Record<string, unknown>>().notNull().default({}),
    /** The respondTimes this walk is for: a walk left from an earlier answer is started over. */
    round: integer('round').notNull().default(0),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scenario_attempts_user_activity_idx').on(t.userId, t.activityId),
    index('scenario_attempts_activity_idx').on(t.activityId),
  ],
);
