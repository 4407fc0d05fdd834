import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_KINDS,
  ANSWER_KINDS,
  ITEM_TYPES,
  type AnswerMap,
  type AnswerValue,
  type UploadItemAccept,
} from '@pingjia/contract';
import { taskGroups } from './plans.js';
import { users } from './users.js';

/** A constant list as SQL literals, for a check constraint (never user input, so raw is safe). */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export interface GuidePage {
  title: string;
  content: string;
  media: string[];
}

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    name: text('name').notNull(),
    guidePage: jsonb('guide_page').$type<GuidePage>().notNull(),
    /** '1' exempts the activity from the stamina limit. */
    passed: text('passed').notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_group_idx').on(t.taskGroupId, t.sort),
    check('activities_kind_check', sql`${t.kind} in (${sqlList(ACTIVITY_KINDS)})`),
  ],
);

/** Type-specific settings; the answer key and scores never leave the server. */
export interface ItemConfig {
  /** fill: accepted answers (compared trimmed, case-insensitive). */
  accepted?: string[];
  /** fill, text, upload: the score of a correct or non-empty answer. */
  score?: number;
  /** upload: what the file service must hold. */
  accept?: UploadItemAccept;
}

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    type: text('type', { enum: ITEM_TYPES }).notNull(),
    stem: text('stem').notNull(),
    required: smallint('required').notNull().default(1),
    media: jsonb('media').$type<string[]>().notNull().default([]),
    config: jsonb('config').$type<ItemConfig>().notNull().default({}),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('items_activity_idx').on(t.activityId, t.sort)],
);

export const itemOptions = pgTable(
  'item_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    label: text('label').notNull(),
    score: real('score').notNull().default(0),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('item_options_item_idx').on(t.itemId, t.sort)],
);

/** Which indicators of the dimension tree an item's score counts towards, and how much. */
export const itemIndicators = pgTable(
  'item_indicators',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    indicatorId: text('indicator_id').notNull(),
    weight: real('weight').notNull().default(1),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.indicatorId] })],
);

/** §3 leaf evaluation task state of one student on one activity. */
export const taskStates = pgTable(
  'task_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    /** The contract's TaskState: 0 open, 1 submitted (answered or waived); §4 reads 2 as closed. */
    userTaskState: smallint('user_task_state').notNull().default(0),
    /** How many answers the student has handed in. */
    respondTimes: smallint('respond_times').notNull().default(0),
    isWaive: smallint('is_waive').notNull().default(0),
    reuploadFlag: smallint('reupload_flag').notNull().default(0),
    /** The first submit; what the stamina limit counts. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('task_states_finished_idx').on(t.userId, t.finishedAt),
  ],
);

/** Stored answers have the shape the contract lets a client send. */
export type { AnswerMap, AnswerValue };

/** The server-side draft (saveEvaluationTime): answers so far and the time spent. */
export const answerDrafts = pgTable(
  'answer_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<AnswerMap>().notNull().default({}),
    useTime: integer('use_time').notNull().default(0),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] })],
);

/** One row per accepted answer action; the client's submit key makes a retry a no-op. */
export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    submitKey: text('submit_key').notNull(),
    kind: text('kind', { enum: ANSWER_KINDS }).notNull(),
    answers: jsonb('answers').$type<AnswerMap>().notNull(),
    useTime: integer('use_time').notNull().default(0),
    totalScore: real('total_score').notNull().default(0),
    /** What the accepted call returned, replayed to a retry with the same key. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    actorUserId: integer('actor_user_id'),
    provinceShardId: integer('province_shard_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('answers_user_key_idx').on(t.userId, t.submitKey),
    index('answers_user_activity_idx').on(t.userId, t.activityId, t.id),
  ],
);

/** The student's latest score (0-100) and level (1-4, 4 the top) per node of the dimension tree. */
export const dimensionScores = pgTable(
  'dimension_scores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    dimensionId: text('dimension_id').notNull(),
    parentDimensionId: text('parent_dimension_id'),
    score: real('score').notNull(),
    level: smallint('level').notNull(),
    /**
     * Where the student was when they answered, set by the database on insert (migration 0015),
     * so promotion and transfers do not move past scores.
     */
    classId: integer('class_id'),
    gradeId: integer('grade_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId, t.dimensionId] }),
    index('dimension_scores_group_idx').on(t.userId, t.taskGroupId),
  ],
);
