import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './evaluation.js';
import { users } from './users.js';

/*
 * What the jsonb columns hold. The engine (modules/adaptive/engine) computes on these same
 * shapes, so an attempt's stored settings, bank and steps replay exactly.
 */

/** The settings an attempt runs with; stored with the attempt so its result can be replayed. */
export interface EngineSettings {
  /**
   * Quadrature grid for EAP: `gridPoints` equally spaced points from `gridMin` to `gridMax`.
   * ±5 rather than ±4: cutting at -4 moved an all-wrong estimate by 7e-4, past the 3-decimal target.
   */
  gridPoints: number;
  gridMin: number;
  gridMax: number;
  /** Normal prior on ability. */
  priorMean: number;
  priorSd: number;
  /** Randomesque exposure control: pick at random among the k most informative items. */
  randomesqueK: number;
  /** Stop once the standard error is at most this, after `minLength` items... */
  targetSe: number;
  minLength: number;
  /** ...or at `maxLength` items, whichever comes first. */
  maxLength: number;
  /** Content balancing: wanted share of each indicator; empty = equal shares over the bank's indicators. */
  contentTargets: Record<string, number>;
}

/** A bank item as the engine picks it: its indicator and its calibrated parameters (see engine/irt.ts). */
export interface BankItem {
  id: number;
  indicatorId: string;
  /** discrimination */
  a: number;
  /** difficulty */
  b: number;
  /** guessing (lower asymptote); 0 for a 2PL item */
  c: number;
}

/** One answered item with the estimate it led to: the audit trail of an attempt. */
export interface AnsweredStep {
  itemId: number;
  indicatorId: string;
  /** The estimate the item was chosen at, and the random draw of the exposure control. */
  thetaAtChoice: number;
  draw: number;
  correct: boolean;
  theta: number;
  se: number;
}

export interface AdaptiveOption {
  id: string;
  label: string;
}

/** The engine settings of one adaptive activity's test. */
export const adaptiveBanks = pgTable('adaptive_banks', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<EngineSettings>().notNull(),
  provinceShardId: integer('province_shard_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A calibrated item; its parameters and its key never leave the server. */
export const adaptiveItems = pgTable(
  'adaptive_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    indicatorId: text('indicator_id').notNull(),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    /** 0 for a 2PL item. */
    c: doublePrecision('c').notNull().default(0),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<AdaptiveOption[]>().notNull(),
    correctOptionId: text('correct_option_id').notNull(),
    sort: integer('sort').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('adaptive_items_activity_idx').on(t.activityId, t.sort)],
);

/** The attempt's own copy of an item: parameters, text and key, so a later bank change alters nothing. */
export interface AdaptiveSnapshotItem extends BankItem {
  stem: string;
  options: AdaptiveOption[];
  correctOptionId: string;
}

/** A stored step: the engine's step plus what the student chose and when. */
export interface AdaptiveStepRecord extends AnsweredStep {
  optionId: string;
  answeredAt: string;
}

/**
 * One run of an adaptive test. The settings, the bank's parameters and every step are kept
 * with it, so its result can be replayed and audited after the bank changes.
 */
export const adaptiveAttempts = pgTable(
  'adaptive_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id').notNull(),
    /** 1 for the first answer, 2 for the one re-answer §4 allows. */
    attemptNo: smallint('attempt_no').notNull(),
    seed: integer('seed').notNull(),
    settings: jsonb('settings').$type<EngineSettings>().notNull(),
    bank: jsonb('bank').$type<AdaptiveSnapshotItem[]>().notNull(),
    steps: jsonb('steps').$type<AdaptiveStepRecord[]>().notNull().default([]),
    /** The item on screen, the estimate it was chosen at and its exposure draw; null once the test stopped. */
    currentItemId: integer('current_item_id'),
    currentThetaAtChoice: doublePrecision('current_theta_at_choice'),
    currentDraw: doublePrecision('current_draw'),
    /** The temporary save: the option marked on the current item but not yet confirmed. */
    pendingOptionId: text('pending_option_id'),
    stopReason: text('stop_reason'),
    useTime: integer('use_time').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('adaptive_attempts_user_activity_no').on(t.userId, t.activityId, t.attemptNo)],
);
