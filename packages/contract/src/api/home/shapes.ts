import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { awardListSchema } from '../other/shapes.js';
import { artistSchema, groupWithActivitiesSchema, overviewSchema } from '../task-info/shapes.js';
import { idSchema, INT4_MAX, int4Schema } from '../../validation/id.js';

const id = idSchema;

const homeBodySchema = z.object({ studentId: z.number().int().positive().max(INT4_MAX).optional() }).default({});

const reportUrlBodySchema = z.object({
  taskGroupId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX).optional(),
  studentId: z.number().int().positive().max(INT4_MAX).optional(),
});

/** §7 "new-mark, with roleId, studentId, provinceShardId". */
const newMarkQuerySchema = z.object({
  roleId: int4Schema.optional(),
  studentId: id.optional(),
  provinceShardId: int4Schema.optional(),
  timestamp: z.string().optional(),
});

/** An activity an admin returned to not started, with the reason the student and their parents are told. */
const resetNoticeSchema = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  taskGroupId: z.number().int(),
  reason: z.string(),
  resetAt: z.string(),
});

/** What is new since the student last looked: medals and trophies earned, results reset; `count` counts both. */
const newMarkSchema = z.object({
  newMark: z.boolean(),
  count: z.number().int(),
  awards: z.array(z.object({ awardId: z.number().int(), kind: z.string(), name: z.string(), image: z.string() })),
  resets: z.array(resetNoticeSchema),
});

/** The student and parent home: everything it shows in one call. */
const studentHomePageSchema = z.object({
  student: z.object({ userId: z.number().int(), userName: z.string(), provinceShardId: z.number().int() }),
  taskGroups: z.array(groupWithActivitiesSchema),
  overview: overviewSchema,
  stamina: z.object({
    dayMaxFinish: z.number().int(),
    dayFinish: z.number().int(),
    isDayFinish: z.boolean(),
    recentlyDay: z.number().int(),
    staminaVOList: z.array(z.object({ dateTime: z.string(), finishNum: z.number().int() })),
  }),
  awards: awardListSchema,
  artist: artistSchema,
  newMark: newMarkSchema,
});

/** The admin roles' home: the figures of the caller's scope (issue 7). */
const adminHomeSchema = z.object({
  level: z.enum(['province', 'area', 'school', 'class', 'none']),
  schoolCount: z.number().int(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
  taskGroupsInProgress: z.number().int(),
  taskGroups: z.array(
    z.object({
      tgiId: z.number().int(),
      name: z.string(),
      tgiStartTime: z.string(),
      tgiEndTime: z.string().nullable(),
    }),
  ),
  finishedToday: z.number().int(),
  studentsFinishedToday: z.number().int(),
});

const homeBreakdownBodySchema = z
  .object({
    pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  })
  // prefault, not default: the default object is parsed too, so the page defaults apply.
  .prefault({});

const homeBreakdownSchema = z.object({
  unit: z.enum(['school', 'class']),
  records: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Schools only; null on class rows. */
      classCount: z.number().int().nullable(),
      studentCount: z.number().int(),
      studentsFinishedToday: z.number().int(),
      finishedToday: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const homeCalls = {
  queryHomePage: { body: homeBodySchema, response: z.union([studentHomePageSchema, adminHomeSchema]) },
  queryReportUrl: { body: reportUrlBodySchema, response: z.object({ reportUrl: z.string().nullable() }) },
  getNewMark: { query: newMarkQuerySchema, response: newMarkSchema },
  /** Marks new marks read: the medals page reads awards, the home's notice the resets; none named, both. */
  readNewMark: { body: z.object({ kind: z.enum(['awards', 'resets']).optional() }).nullish(), response: z.null() },
  queryHomeBreakdown: { body: homeBreakdownBodySchema, response: homeBreakdownSchema },
} satisfies CallShapes;
