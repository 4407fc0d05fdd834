import { sql } from 'drizzle-orm';
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
 * A workbook import: the dry run and the real import are jobs queued here with their whole plan,
 * so any server's worker can claim one, run it and report progress, and the result survives a
 * restart. A server that stops beating loses its claim (see `platform/jobs/lease.ts`).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The role the job was started in, and the address it came from: the accounts' audit rows name them. */
    roleId: integer('role_id'),
    requestIp: text('request_ip'),
    kind: text('kind', { enum: ['student', 'teacher'] }).notNull(),
    mode: text('mode', { enum: ['dryRun', 'import'] }).notNull(),
    fileName: text('file_name').notNull(),
    sheetIndex: smallint('sheet_index').notNull().default(0),
    /** The school the accounts go to; null only on jobs finished before imports were queued. */
    schoolId: integer('school_id').references(() => schools.id),
    /** Import only: the batch's one initial password hash, kept while the job is unfinished. */
    passwordHash: text('password_hash'),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** How many times a server has claimed it; past the limit an orphaned job fails instead. */
    attempts: smallint('attempts').notNull().default(0),
    /** The server instance running it, and when that instance last said it was alive. */
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
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
  (t) => [
    index('import_jobs_owner_idx').on(t.ownerUserId, t.createdAt),
    // The queue: only unfinished jobs, oldest first.
    index('import_jobs_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
