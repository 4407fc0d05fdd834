import { z } from 'zod';
import { awardListSchema } from '../awards/schema.js';
import { artistSchema, groupWithActivitiesSchema, overviewSchema } from '@pingjia/contract';

const id = z.coerce.number().int().positive();

export const homeBodySchema = z.object({ studentId: z.number().int().positive().optional() }).default({});

export const reportUrlBodySchema = z.object({
  taskGroupId: z.number().int().positive(),
  activityId: z.number().int().positive().optional(),
  studentId: z.number().int().positive().optional(),
});

/** §7 "new-mark, with roleId, studentId, provinceShardId". */
export const newMarkQuerySchema = z.object({
  roleId: z.coerce.number().int().optional(),
  studentId: id.optional(),
  provinceShardId: z.coerce.number().int().optional(),
  timestamp: z.string().optional(),
});

export const newMarkSchema = z.object({
  newMark: z.boolean(),
  count: z.number().int(),
  awards: z.array(z.object({ awardId: z.number().int(), kind: z.string(), name: z.string(), image: z.string() })),
});

export const homePageSchema = z.object({
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
