import { date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One thing a child did that earned stars (a sports session, a chore, a good deed), filed
 * under one of the five aspects (tab types) and shown on the star calendar by day.
 */
export const starActivityRecords = pgTable(
  'star_activity_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-5: the five aspects of the student level (see modules/star-calendar/tab-types.ts). */
    tabType: smallint('tab_type').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    stars: smallint('stars').notNull(),
    /** The school-calendar day it happened on (yyyy-mm-dd, Asia/Shanghai). */
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    /** Who filed it: the student, a parent or a teacher; null for imported history. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('star_activity_records_student_date_idx').on(t.studentId, t.recordDate)],
);
