import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ASSISTANT_AUDIENCES } from '@pingjia/contract';
import { regions } from './org.js';
import { users } from './users.js';

/**
 * The report assistant's switches (docs/decisions.md, "Report assistant"): an area admin turns it
 * on or off for an audience and grade of an area. A report takes the switch of its district or of
 * the nearest area above that has one; none at all means off.
 */
export const reportAssistantSettings = pgTable(
  'report_assistant_settings',
  {
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ASSISTANT_AUDIENCES }).notNull(),
    gradeLevel: smallint('grade_level').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.audience, t.gradeLevel] })],
);

/**
 * A conversation about one report, opened by createSessions: ours, bound to the caller (user,
 * role and the parent acting for a child), mapped to the RAGFlow session it stands for.
 */
export const reportAssistantSessions = pgTable(
  'report_assistant_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    actorUserId: integer('actor_user_id'),
    taskGroupId: integer('task_group_id').notNull(),
    studentId: integer('student_id'),
    classId: integer('class_id'),
    ragflowSessionId: text('ragflow_session_id').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_assistant_sessions_created_idx').on(t.createdAt)],
);

/**
 * One question and its answer, kept for the retention period and then deleted (the audit log
 * keeps that it happened, without the text). `question` is what left: the caller's words after
 * personal details were removed.
 */
export const reportAssistantExchanges = pgTable(
  'report_assistant_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => reportAssistantSessions.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** How many personal details were removed from the question. */
    removed: smallint('removed').notNull(),
    answer: text('answer').notNull().default(''),
    outcome: text('outcome', { enum: ['asked', 'answered', 'cancelled', 'failed'] })
      .notNull()
      .default('asked'),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_assistant_exchanges_session_idx').on(t.sessionId),
    index('report_assistant_exchanges_created_idx').on(t.createdAt),
  ],
);
