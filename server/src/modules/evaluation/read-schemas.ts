import { z } from 'zod';
import { leafTaskStateResponseSchema, taskPartSchema } from '@pingjia/contract';
import { activityDtoSchema, answerStateDtoSchema, groupDtoSchema, itemDtoSchema } from '@pingjia/contract';

const answerValueSchema = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]);

/** Response schemas of the evaluation reads; serializing through them drops any field they do not list. */
export const evaluationReadResponses = {
  /** The contract's shape; dimensionId is already a string here, so the reply needs no transform. */
  leafTaskState: leafTaskStateResponseSchema.extend({ taskPart: taskPartSchema.extend({ dimensionId: z.string() }) }),
  taskInfoAndState: z.object({
    taskGroupInfo: groupDtoSchema,
    activity: activityDtoSchema.extend({
      guidePage: z.object({ title: z.string(), content: z.string(), media: z.array(z.string()) }),
    }),
    evaluationLeafTaskStateDTO: answerStateDtoSchema,
    answerDisabled: z.boolean(),
    stamina: z.object({
      dayMaxFinish: z.number().int(),
      dayFinish: z.number().int(),
      isDayFinish: z.boolean(),
      recentlyDay: z.number().int(),
      blocked: z.boolean(),
    }),
  }),
  leafEvaluation: z.object({
    taskGroupInfo: groupDtoSchema,
    activity: activityDtoSchema,
    items: z.array(itemDtoSchema),
  }),
  latestAnswer: z.object({
    answerId: z.number().int(),
    kind: z.string(),
    answers: z.record(z.string(), answerValueSchema),
    useTime: z.number().int(),
    submittedAt: z.string(),
  }),
  draft: z.object({
    activityId: z.number().int(),
    useTime: z.number().int(),
    answers: z.record(z.string(), answerValueSchema),
    updatedAt: z.string().nullable(),
  }),
  evaluationInfo: z.object({
    activityId: z.number().int(),
    answered: z.boolean(),
    respondTimes: z.number().int(),
    totalScore: z.number().nullable(),
    useTime: z.number().int(),
    submittedAt: z.string().nullable(),
  }),
  aggregate: z.object({
    tgiId: z.number().int(),
    chooseNum: z.number().int(),
    doneNum: z.number().int(),
    dimensionScores: z.array(z.object({ dimensionId: z.string(), score: z.number() })),
  }),
  reportAuthority: z.object({ activityId: z.number().int(), hasAuthority: z.boolean() }),
};
