import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { groupDtoSchema } from '../task-info/shapes.js';
import { INT4_MAX } from '../../validation/id.js';

/** A task group, or one of its activities; a parent names a bound child. */
const reportBodySchema = z.object({
  taskGroupId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX).optional(),
  studentId: z.number().int().positive().max(INT4_MAX).optional(),
});

const scoreSchema = z.object({
  dimensionId: z.string(),
  parentDimensionId: z.string().nullable(),
  name: z.string(),
  score: z.number(),
  level: z.number().int(),
});

const keyPointSchema = z.object({
  dimensionId: z.string(),
  indicatorId: z.string(),
  dimensionScore: z.number().nullable(),
  indicatorScore: z.number().nullable(),
});

const groupDetailSchema = z.object({
  taskGroupInfo: groupDtoSchema,
  activityId: z.number().int().nullable(),
  dimensions: z.array(scoreSchema.extend({ indicators: z.array(scoreSchema) })),
  keyPoint: keyPointSchema,
});

const advantagesSchema = z.object({ advantages: z.array(scoreSchema), keyPoint: keyPointSchema });

export const realTimeCalls = {
  findGroupDetail: { body: reportBodySchema, response: groupDetailSchema },
  findAdvantage: { body: reportBodySchema, response: advantagesSchema },
} satisfies CallShapes;
