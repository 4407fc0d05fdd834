import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from './evaluation.js';
import { schools } from './org.js';
import { users } from './users.js';

/**
 * An admin returned a student's activity to not started (§2 assessmentRecovery). The row keeps
 * the reason, which the student and their parents see as a new mark until the student has read it.
 */
export const resultResets = pgTable(
  'result_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    reason: text('reason').notNull(),
    /** The admin who reset it; kept as a plain id like an answer's actor, so the row outlives the account. */
    actorUserId: integer('actor_user_id').notNull(),
    /** The student's school at the time of the reset. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('result_resets_student_idx').on(t.studentId, t.createdAt),
    index('result_resets_activity_idx').on(t.activityId),
  ],
);
