import { z } from 'zod';
import { staminaSchema, taskStaminaSchema } from '../../entities/stamina.js';
import type { CallShapes } from '../define.js';
import { idSchema, INT4_MAX, int4Schema } from '../../validation/id.js';

const id = idSchema;
const timestampQuerySchema = z.object({ timestamp: z.string().optional() });

/* The student's participation, waived tasks and whether they handed in a paper. */

const studentQuerySchema = z.object({ studentId: id.optional(), timestamp: z.string().optional() });

const abandonedSchema = z.array(
  z.object({
    tgiId: z.number().int(),
    tgiName: z.string(),
    activityId: z.number().int(),
    activityName: z.string(),
  }),
);

/* Stamina. */

/** §7 "stamina, with userId, userShardeId, roleId": all optional; they may only name the caller or a bound child. */
const staminaBodySchema = z
  .object({
    userId: idSchema.optional(),
    userShardeId: int4Schema.optional(),
    roleId: int4Schema.optional(),
  })
  .default({});

const gradeStaminaLimitSchema = z.object({
  gradeId: z.number().int().positive().max(INT4_MAX),
  maxFinish: z.number().int().min(0).max(100),
  recentlyDay: z.number().int().min(1).max(30),
});

/* Medals and trophies. */

const awardListBodySchema = z
  .object({
    taskGroupId: z.number().int().positive().max(INT4_MAX).optional(),
    studentId: z.number().int().positive().max(INT4_MAX).optional(),
  })
  .default({});

const awardDtoSchema = z.object({
  awardId: z.number().int(),
  kind: z.enum(['medal', 'trophy']),
  name: z.string(),
  description: z.string(),
  /** A webp image of the web build. */
  image: z.string(),
  earned: z.boolean(),
  awardedAt: z.string().nullable(),
  isNew: z.boolean(),
});

/** Every medal and trophy with whether the student earned it (also part of the student home). */
export const awardListSchema = z.object({ medals: z.array(awardDtoSchema), trophies: z.array(awardDtoSchema) });
export type AwardList = z.infer<typeof awardListSchema>;

/* Bullet comments (danmu). */

const danmuMessageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

const danmuSaveBodySchema = z.object({
  id: z.number().int().positive().max(INT4_MAX).optional(),
  content: z.string().trim().min(1).max(40),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});

export const otherCalls = {
  abandonment: { query: studentQuerySchema, response: abandonedSchema },
  findParticipation: {
    query: studentQuerySchema,
    response: z.object({ participate: z.boolean(), taskGroupNum: z.number().int() }),
  },
  findStaminaDetails: { body: staminaBodySchema, response: staminaSchema },
  findTaskStamina: { body: staminaBodySchema, response: z.object({ taskStaminaVO: taskStaminaSchema }) },
  updateTaskStamina: { body: gradeStaminaLimitSchema, response: gradeStaminaLimitSchema },
  findGroupAwardList: { body: awardListBodySchema, response: awardListSchema },
  danmuList: { query: timestampQuerySchema, response: z.array(danmuMessageSchema.pick({ id: true, content: true })) },
  danmuAll: { query: timestampQuerySchema, response: z.array(danmuMessageSchema) },
  danmuSave: { body: danmuSaveBodySchema, response: danmuMessageSchema },
  queryHadPaper: {
    query: studentQuerySchema.extend({ activityId: id.optional() }),
    response: z.object({ hadPaper: z.boolean() }),
  },
} satisfies CallShapes;
