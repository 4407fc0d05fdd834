import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { grades } from './org.js';

/** A task group: a batch of activities open between two instants (tgiId on the wire). */
export const taskGroups = pgTable('task_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  /** Null: open-ended; the answer-disable decision then treats re-answers as closed. */
  endTime: timestamp('end_time', { withTimezone: true }),
  /** '1' exempts every activity of the group from the stamina limit. */
  passed: text('passed').notNull().default('0'),
  /** The reportYear and evaluationBatch dictionary keys of its report; null: the group has no report. */
  reportYear: text('report_year'),
  evaluationBatch: text('evaluation_batch'),
  provinceShardId: integer('province_shard_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The evaluation plan of one grade of one school: which task groups it takes part in and
 * its stamina limit (maxFinish finished activities within recentlyDay days; 0 = no limit).
 */
export const evaluationPlans = pgTable(
  'evaluation_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    maxFinish: smallint('max_finish').notNull().default(0),
    recentlyDay: smallint('recently_day').notNull().default(3),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [uniqueIndex('evaluation_plans_grade_idx').on(t.gradeId)],
);

export const planTaskGroups = pgTable(
  'plan_task_groups',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  // Progress and visibility look plans up by task group; the primary key starts with the plan.
  (t) => [primaryKey({ columns: [t.planId, t.taskGroupId] }), index('plan_task_groups_group_idx').on(t.taskGroupId)],
);
