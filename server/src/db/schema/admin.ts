import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './org.js';
import { taskGroups } from './plans.js';
import { users } from './users.js';

/**
 * Whether a school, or one student of it, takes part in a task group's evaluation. No row
 * means taking part; a row records an admin's explicit choice.
 */
export const participation = pgTable(
  'participation',
  {
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    /** 'school' rows use subject_id = school id, 'student' rows the student's user id. */
    subjectType: text('subject_type', { enum: ['school', 'student'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    participates: boolean('participates').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskGroupId, t.subjectType, t.subjectId] }),
    index('participation_school_idx').on(t.schoolId),
  ],
);

/**
 * A workbook import: the dry run and the real import are jobs that run in the background
 * and report progress here, so any server can answer the poll and the result survives a restart.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['student', 'teacher'] }).notNull(),
    mode: text('mode', { enum: ['dryRun', 'import'] }).notNull(),
    fileName: text('file_name').notNull(),
    sheetIndex: smallint('sheet_index').notNull().default(0),
    state: text('state', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    /** Rejected rows: `{ rowNumber, values, messages }`, kept for the error workbook. */
    rejected: jsonb('rejected').notNull().default([]),
    /** What the valid rows would create or change (dry run) or did (import), at most the first 200. */
    preview: jsonb('preview').notNull().default([]),
    failure: text('failure'),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_owner_idx').on(t.ownerUserId, t.createdAt)],
);
