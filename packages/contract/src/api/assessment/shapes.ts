import { z } from 'zod';
import { ACTIVITY_KINDS } from '../../rules/activities.js';
import { RAW_REPLY, type CallShapes } from '../define.js';
import {
  PROGRESS_NODE_KINDS,
  PROGRESS_ROW_KINDS,
  PROGRESS_STATUSES,
  progressCountsSchema,
} from '../progress/shapes.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

/*
 * The assessment summary (§2 assessSummary): completion and time spent of a task group under
 * a node of the caller's scope, computed by progress's figures (the same numbers as
 * progressDetail for the same node). The spec names the calls only; each shape here has one job.
 */

const id = idSchema;

const nodeRefSchema = z.object({ kind: z.enum(PROGRESS_NODE_KINDS), id });
const pathSchema = z.array(z.object({ kind: z.enum(PROGRESS_NODE_KINDS), id: z.number().int(), name: z.string() }));

/** Which task group, of which activity (none: all of the group's), under which node (none: the caller's scope). */
const summaryQuerySchema = z.object({
  taskGroupId: id,
  activityId: id.optional(),
  node: nodeRefSchema.optional(),
});

/** The students of a class: a name or login name containing the keyword, in a state. */
const studentFilterSchema = summaryQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
});

const studentPageSchema = studentFilterSchema.extend({
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

/** Figures count student × activity pairs (one activity chosen: students), as progressDetail does. */
const rateSchema = z.object({
  participants: z.number().int(),
  done: z.number().int(),
  /** done ÷ participants, 0 to 1. */
  completionRate: z.number(),
});
export type CompletionRate = z.output<typeof rateSchema>;

const timeSchema = z.object({
  participants: z.number().int(),
  timeSpentSeconds: z.number().int(),
  /** timeSpentSeconds ÷ participants, to the second: per student with one activity chosen. */
  averageSeconds: z.number().int(),
});
export type TimeSpent = z.output<typeof timeSchema>;

/** A row one level below the node: a region, school, grade or class, or a class's student. */
const unitSchema = z.object({ kind: z.enum(PROGRESS_ROW_KINDS), id: z.number().int(), name: z.string() });

const levelSchema = z.object({
  /** From the caller's scope down to the node (empty at the scope itself). */
  path: pathSchema,
  rowKind: z.enum(PROGRESS_ROW_KINDS),
});

const completionRateSchema = levelSchema.extend({
  overall: rateSchema,
  rows: z.array(unitSchema.extend(rateSchema.shape)),
});

const timeSpentSchema = levelSchema.extend({
  overall: timeSchema,
  rows: z.array(unitSchema.extend(timeSchema.shape)),
});

const activitySchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
});

/** One rate per activity, in the order of `activities`, and over all of them. */
const rateLineSchema = z.object({
  byActivity: z.array(rateSchema.extend({ activityId: z.number().int() })),
  overall: rateSchema,
});

const finishRateSchema = levelSchema.extend({
  activities: z.array(activitySchema),
  rows: z.array(unitSchema.extend(rateLineSchema.shape)),
  total: rateLineSchema,
});
export type FinishRateDetails = z.output<typeof finishRateSchema>;

const statisticsSchema = z.object({
  rowKind: z.enum(PROGRESS_ROW_KINDS),
  /** How many rows the node has: schools, grades, classes or students. */
  units: z.number().int(),
  /** The activities counted: the chosen one, or all of the group's. */
  activities: z.number().int(),
  /** Active students taking part, and those marked as not taking part. */
  students: z.number().int(),
  studentsNotTakingPart: z.number().int(),
  counts: progressCountsSchema,
  averageSeconds: z.number().int(),
});
export type StatisticalDetails = z.output<typeof statisticsSchema>;

const studentSchema = z.object({
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  className: z.string().nullable(),
});

const userRowSchema = studentSchema.extend({
  /** One activity: its state; all: done or waived when every one is, notStarted when none is touched. */
  status: z.enum(PROGRESS_STATUSES),
  counts: progressCountsSchema,
  finishedAt: z.string().nullable(),
});

const userDetailSchema = z.object({
  student: studentSchema,
  status: z.enum(PROGRESS_STATUSES),
  counts: progressCountsSchema,
  activities: z.array(
    activitySchema.extend({
      status: z.enum(PROGRESS_STATUSES),
      timeSpentSeconds: z.number().int(),
      /** The first hand-in. */
      finishedAt: z.string().nullable(),
    }),
  ),
});

export const assessmentCalls = {
  /** The completion rate of the node and of each row below it. */
  queryCompletionRate: { body: summaryQuerySchema, response: completionRateSchema },
  /** The answering time of the node and of each row below it, in total and on average. */
  queryTime: { body: summaryQuerySchema, response: timeSpentSchema },
  /** How the node's pairs stand: done, waived, in progress, not started, not taking part. */
  completionStatus: { body: summaryQuerySchema, response: z.object({ counts: progressCountsSchema }) },
  /** The node's figures activity by activity. */
  completionDetails: {
    body: summaryQuerySchema,
    response: z.object({ activities: z.array(activitySchema.extend({ counts: progressCountsSchema })) }),
  },
  /** Each row's completion rate per activity: a rows × activities matrix, with the node's total. */
  finishRateDetails: { body: summaryQuerySchema, response: finishRateSchema },
  /** The summary figures of the node (the page's cards). */
  findStatisticalDetails: { body: summaryQuerySchema, response: statisticsSchema },
  /** The students of a class with their figures, paged; the node must be a class (a teacher's scope may be one). */
  userList: {
    body: studentPageSchema,
    response: z.object({ path: pathSchema, rows: z.array(userRowSchema), total: z.number().int() }),
  },
  /** One student's state and time on each activity of the group. */
  userDetail: { body: z.object({ taskGroupId: id, studentId: id }), response: userDetailSchema },
  /** The students of a class (userList's rows, every page) as a workbook. */
  exportClassDetails: { body: studentFilterSchema, response: RAW_REPLY },
  /** The classes of a grade with their completion and time (the charts' numbers) as a workbook. */
  exportGradeDetails: { body: summaryQuerySchema, response: RAW_REPLY },
  /** The node's figures per activity and in total (completionDetails and completionStatus) as a workbook. */
  exportEvaluationCompletionStatus: { body: summaryQuerySchema, response: RAW_REPLY },
  /** The finishRateDetails matrix as a workbook. */
  exportFinishRateDetails: { body: summaryQuerySchema, response: RAW_REPLY },
} satisfies CallShapes;
