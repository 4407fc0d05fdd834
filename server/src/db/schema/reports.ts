import { doublePrecision, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { PUBLISH_SCOPES } from '@pingjia/contract';
import { activities } from './evaluation.js';
import { schools } from './org.js';
import { taskGroups } from './plans.js';
import { users } from './users.js';

/**
 * A student's score per node of the dimension tree in one report (task group), and the overall
 * score (dimension 'overall'), with where they were when they answered (docs/decisions.md,
 * "Reports"). Only the database's triggers (migration 0015) write it, from dimension_scores.
 */
export const reportStudentScores = pgTable(
  'report_student_scores',
  {
    taskGroupId: integer('task_group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dimensionId: text('dimension_id').notNull(),
    parentDimensionId: text('parent_dimension_id'),
    score: real('score').notNull(),
    classId: integer('class_id'),
    gradeId: integer('grade_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskGroupId, t.userId, t.dimensionId] }),
    index('report_student_scores_class_idx').on(t.taskGroupId, t.classId),
    index('report_student_scores_user_idx').on(t.userId),
  ],
);

/**
 * Sums per class, report and dimension, from which class, grade, school and area figures are
 * added up (a mean is score_sum ÷ students). Written only by the triggers of migration 0015.
 */
export const reportClassScores = pgTable(
  'report_class_scores',
  {
    taskGroupId: integer('task_group_id').notNull(),
    classId: integer('class_id').notNull(),
    dimensionId: text('dimension_id').notNull(),
    parentDimensionId: text('parent_dimension_id'),
    gradeId: integer('grade_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    students: integer('students').notNull(),
    scoreSum: doublePrecision('score_sum').notNull(),
    scoreSquareSum: doublePrecision('score_square_sum').notNull(),
    level1: integer('level1').notNull(),
    level2: integer('level2').notNull(),
    level3: integer('level3').notNull(),
    level4: integer('level4').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskGroupId, t.classId, t.dimensionId] }),
    index('report_class_scores_school_idx').on(t.taskGroupId, t.schoolId),
    index('report_class_scores_district_idx').on(t.taskGroupId, t.districtId),
  ],
);

/**
 * Value-added's sums per report, baseline, class and aspect (and overall): over the students of
 * the class (where they answered the report) with a score on the same node in both reports, the
 * count, Σ before, Σ after, Σ before² and Σ before × after. Every ordered pair of reports a
 * student has scores in is kept, so any baseline reads a row per class. Written only by the
 * triggers of migration 0019, from report_student_scores.
 */
export const reportClassPairs = pgTable(
  'report_class_pairs',
  {
    taskGroupId: integer('task_group_id').notNull(),
    baseTaskGroupId: integer('base_task_group_id').notNull(),
    classId: integer('class_id').notNull(),
    dimensionId: text('dimension_id').notNull(),
    gradeId: integer('grade_id'),
    schoolId: integer('school_id'),
    districtId: integer('district_id'),
    paired: integer('paired').notNull(),
    beforeSum: doublePrecision('before_sum').notNull(),
    afterSum: doublePrecision('after_sum').notNull(),
    beforeSquareSum: doublePrecision('before_square_sum').notNull(),
    productSum: doublePrecision('product_sum').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  // The class before the baseline: a refresh replaces a class's rows for every baseline at once.
  // Named: the columns' names make one longer than PostgreSQL's 63 characters.
  (t) => [
    primaryKey({
      name: 'report_class_pairs_pk',
      columns: [t.taskGroupId, t.classId, t.baseTaskGroupId, t.dimensionId],
    }),
  ],
);

/** A task group's reports released to the students and parents of an area or a school. */
export const reportPublications = pgTable(
  'report_publications',
  {
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: PUBLISH_SCOPES }).notNull(),
    scopeId: integer('scope_id').notNull(),
    publishedBy: integer('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskGroupId, t.scope, t.scopeId] })],
);

/** Who opened a student's report: the student, or a parent of theirs (reportRead). */
export const reportReads = pgTable(
  'report_reads',
  {
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerKind: text('reader_kind', { enum: ['student', 'parent'] }).notNull(),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskGroupId, t.studentId, t.readerId] }),
    index('report_reads_student_idx').on(t.studentId),
  ],
);

/** The first-open popup of a report, once shown to a reader for a student. */
export const reportPopups = pgTable(
  'report_popups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskGroupId, t.studentId] })],
);

/** A school's own indicator under a common aspect (exclusiveReport), scored by the activities mapped to it. */
export const exclusiveIndicators = pgTable(
  'exclusive_indicators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    aspectId: text('aspect_id').notNull(),
    name: text('name').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exclusive_indicators_school_idx').on(t.schoolId)],
);

export const exclusiveIndicatorActivities = pgTable(
  'exclusive_indicator_activities',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => exclusiveIndicators.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.activityId] })],
);
