import { z } from 'zod';
import { ACTIVITY_KINDS } from '../../rules/activities.js';
import { dateTimeStringSchema } from '../../validation/date-time.js';
import type { CallShapes } from '../define.js';
import { PROGRESS_NODE_KINDS, PROGRESS_STATUSES, progressCountsSchema } from '../progress/shapes.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

/*
 * The admin task calls (§7 /wj/api/taskInfo/, issue 12): task groups, their activities and
 * their students in the caller's scope. The spec names only the paths; each shape is ours,
 * built for its one screen job. Every figure is progressDetail's (docs/decisions.md, "Progress").
 */

const id = idSchema;
const timestamp = z.string().optional();

/** Where a task group stands at the server's time: not begun, running, or past its end. */
export const TASK_GROUP_STATES = ['notStarted', 'inProgress', 'ended'] as const;
export type TaskGroupState = (typeof TASK_GROUP_STATES)[number];

const page = (maxSize: number) => ({
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(maxSize).default(Math.min(20, maxSize)),
});

/**
 * Which task groups of the caller's scope: the name contains `tgiName`, the group runs at some
 * time between `startTime` and `endTime` (platform date-times; a reversed range keeps none),
 * its state at the server's time is `state`.
 */
const groupFilter = {
  tgiName: z.string().trim().max(50).optional(),
  startTime: dateTimeStringSchema.optional(),
  endTime: dateTimeStringSchema.optional(),
  state: z.enum(TASK_GROUP_STATES).optional(),
};
// prefault, not default: the default object is parsed too, so the page defaults apply.
const groupPageBodySchema = (maxSize: number) => z.object({ ...groupFilter, ...page(maxSize) }).prefault({});

const groupHeadSchema = z.object({
  tgiId: z.number().int(),
  tgiName: z.string(),
  tgiStartTime: z.string(),
  tgiEndTime: z.string().nullable(),
  state: z.enum(TASK_GROUP_STATES),
  activityNum: z.number().int(),
});

/** A unit one level below the caller's root (a class root: the class itself) and its figures. */
const unitFiguresSchema = z.object({
  kind: z.enum(PROGRESS_NODE_KINDS),
  id: z.number().int(),
  name: z.string(),
  counts: progressCountsSchema,
});

const activityNameSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  sort: z.number().int(),
});

/** The students of a class who handed an activity in (done or waived), the latest first. */
const submitBodySchema = z.object({
  classId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX),
  ...page(100),
});

const submitStudentSchema = z.object({
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  status: z.enum(['done', 'waived']),
  finishedAt: z.string().nullable(),
  timeSpentSeconds: z.number().int(),
});

/**
 * Students with their figures on a task group, under the deepest unit named (a class, a grade,
 * a school; none: the caller's own, which must then be a school or less). `status` keeps those
 * whose standing over the group is it; `activityStatus` those with at least one activity in it
 * (the "not started yet" list: `notStarted`).
 */
const schoolStudentsBodySchema = z.object({
  tgiId: z.number().int().positive().max(INT4_MAX),
  schoolId: z.number().int().positive().max(INT4_MAX).optional(),
  gradeId: z.number().int().positive().max(INT4_MAX).optional(),
  classId: z.number().int().positive().max(INT4_MAX).optional(),
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PROGRESS_STATUSES).optional(),
  activityStatus: z.enum(PROGRESS_STATUSES).optional(),
  ...page(100),
});

const schoolStudentSchema = z.object({
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gradeName: z.string().nullable(),
  className: z.string().nullable(),
  /** Over all of the group's activities, as progressDetail reads it. */
  status: z.enum(PROGRESS_STATUSES),
  counts: progressCountsSchema,
  finishedAt: z.string().nullable(),
  /** The state on each activity of the group, in the group's order. */
  activities: z.array(z.object({ activityId: z.number().int(), status: z.enum(PROGRESS_STATUSES) })),
});

/** A task group of the caller's scope; `schoolId` narrows it to one of the caller's schools. */
const groupQuerySchema = z.object({ tgiId: id, schoolId: id.optional(), timestamp });

const gradeSchema = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classes: z.array(z.object({ classId: z.number().int(), className: z.string() })),
});

export const taskAdminCalls = {
  /** Task groups of the caller's scope, newest start first, each with its figures over the scope. */
  getTaskInfoListByCondition: {
    body: groupPageBodySchema(50),
    response: z.object({
      records: z.array(groupHeadSchema.extend({ counts: progressCountsSchema })),
      total: z.number().int(),
    }),
  },
  /** Task groups with their figures per unit below the caller's root (regions, schools, grades or classes). */
  listTaskGroupByArea: {
    body: groupPageBodySchema(20),
    response: z.object({
      records: z.array(groupHeadSchema.extend({ totals: progressCountsSchema, units: z.array(unitFiguresSchema) })),
      total: z.number().int(),
    }),
  },
  listSubmitStudent: {
    body: submitBodySchema,
    response: z.object({ records: z.array(submitStudentSchema), total: z.number().int() }),
  },
  getUserBySchoolAdmin: {
    body: schoolStudentsBodySchema,
    response: z.object({
      activities: z.array(activityNameSchema),
      records: z.array(schoolStudentSchema),
      /** Every student under the unit, whatever the filters keep. */
      totals: progressCountsSchema,
      total: z.number().int(),
    }),
  },
  /** The activities of a task group of the caller's scope, in order. */
  getTaskNameListById: { query: z.object({ tgiId: id, timestamp }), response: z.array(activityNameSchema) },
  /** The task groups running now in the caller's scope: how many, their activities, their figures summed. */
  taskInfoOverview: {
    query: z.object({ timestamp }),
    response: z.object({
      taskGroupNum: z.number().int(),
      activityNum: z.number().int(),
      totals: progressCountsSchema,
    }),
  },
  /** Each activity of a task group with its figures over the caller's scope (or the school named). */
  getActivityBySchoolAdmin: {
    query: groupQuerySchema,
    response: z.array(activityNameSchema.extend({ counts: progressCountsSchema })),
  },
  /** The grades (with their classes) in the caller's scope whose plan holds the task group. */
  getGradeBySchoolAdmin: { query: groupQuerySchema, response: z.array(gradeSchema) },
} satisfies CallShapes;
