import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GRADE_BANDS, type CaseOutcome } from '@pingjia/contract';
import { activities } from './evaluation.js';
import { users } from './users.js';

export interface ProgrammingExample {
  input: unknown;
  expected: unknown;
}

export interface HiddenTest extends ProgrammingExample {
  score: number;
}

export interface IndicatorLink {
  indicatorId: string;
  weight: number;
}

/** One programming task of an activity of kind 'programming'; the hidden tests never leave the server. */
export const programmingTasks = pgTable(
  'programming_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    statement: text('statement').notNull(),
    starterCode: text('starter_code').notNull(),
    functionName: text('function_name').notNull(),
    gradeBand: text('grade_band', { enum: GRADE_BANDS }).notNull(),
    examples: jsonb('examples').$type<ProgrammingExample[]>().notNull(),
    hiddenTests: jsonb('hidden_tests').$type<HiddenTest[]>().notNull(),
    indicators: jsonb('indicators').$type<IndicatorLink[]>().notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programming_tasks_activity_idx').on(t.activityId, t.sort)],
);

export interface GradedCase {
  index: number;
  outcome: CaseOutcome;
  score: number;
  maxScore: number;
  timeMs: number;
  error: string | null;
}

export interface GradedTask {
  taskId: number;
  score: number;
  maxScore: number;
  cases: GradedCase[];
}

/** The grading of one accepted submit, written in the answer's transaction and keyed like it. */
export const programmingGradings = pgTable(
  'programming_gradings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    submitKey: text('submit_key').notNull(),
    tasks: jsonb('tasks').$type<GradedTask[]>().notNull(),
    totalScore: real('total_score').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('programming_gradings_user_key_idx').on(t.userId, t.submitKey),
    index('programming_gradings_user_activity_idx').on(t.userId, t.activityId),
  ],
);
