import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { activities } from './evaluation.js';
import { classes } from './org.js';

/**
 * Progress counters of one class on one activity (docs/decisions.md, "Progress counters"): the
 * active students of the class, by status, and the participants' answering time. A row exists
 * while the class's grade plan holds the activity's task group. Only the database's own
 * triggers (migration 0011) write it, in the transaction of every change to the rows it is
 * computed from, so no code path can forget it; readers sum it upward from the class.
 */
export const classProgress = pgTable(
  'class_progress',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    /** Taking part: done + waived + in progress + not started (not started is what remains). */
    participants: integer('participants').notNull().default(0),
    done: integer('done').notNull().default(0),
    waived: integer('waived').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    notTakingPart: integer('not_taking_part').notNull().default(0),
    timeSpentSeconds: bigint('time_spent_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.activityId] }),
    // Reads sum a task group's rows (of one activity, or all) over the classes of a scope.
    index('class_progress_group_idx').on(t.taskGroupId, t.activityId),
  ],
);
