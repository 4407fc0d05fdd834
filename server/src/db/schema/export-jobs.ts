import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_JOB_KINDS, EXPORT_JOB_STATES, type Locale } from '@pingjia/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * The export of a district or more (issue 12): a queue of jobs in PostgreSQL, so any server
 * instance answers a poll, several instances share the work (claimed with FOR UPDATE SKIP
 * LOCKED) and a job outlives the server that ran it. A running job's `heartbeat_at` moves while
 * its server is alive; one left behind by a dead server is claimed again (docs/decisions.md).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The role the job was started in: its scope is read again from the grants when it runs. */
    roleId: integer('role_id').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    kind: text('kind', { enum: EXPORT_JOB_KINDS }).notNull(),
    /** The request's query as validated: the same export asked again finds this job. */
    query: jsonb('query').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** The region the export covers, for the page. */
    scopeName: text('scope_name').notNull(),
    state: text('state', { enum: EXPORT_JOB_STATES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    doneRows: integer('done_rows').notNull().default(0),
    /** How many times a server has claimed it; past the limit an orphaned job fails instead. */
    attempts: smallint('attempts').notNull().default(0),
    /** The server instance running it, and when that instance last said it was alive. */
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    fileId: integer('file_id').references(() => files.id),
    /** A key of the export jobs' catalogue. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_owner_idx').on(t.ownerUserId, t.createdAt),
    // The queue: only unfinished jobs, oldest first.
    index('export_jobs_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
