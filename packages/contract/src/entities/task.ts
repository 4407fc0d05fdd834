import { z } from 'zod';

/** §3 task group info; tgiEndTime is a platform date-time string ('yyyy-m-d h:m:s'), null when open-ended. */
export const taskGroupInfoSchema = z.object({
  tgiId: z.number().int(),
  tgiEndTime: z.string().nullable(),
});

/** The four flags the §4 answer-disable decision reads. isWaive and reuploadFlag are 0 or 1. */
export const answerStateSchema = z.object({
  userTaskState: z.number().int(),
  respondTimes: z.number().int().nonnegative(),
  isWaive: z.number().int(),
  reuploadFlag: z.number().int(),
});

export const taskPartSchema = z.object({
  chooseNum: z.number().int().nonnegative(),
  doneNum: z.number().int().nonnegative(),
  /** Dimension ids are strings across the contract (the default key point is '1'). */
  dimensionId: z.union([z.string(), z.number()]).transform(String),
});

/** §3 leaf evaluation task state. */
export const leafTaskStateSchema = answerStateSchema.extend({ taskPart: taskPartSchema });

/** §7 GET getLeafEvaluationTaskStateByUser: the same fields, as the response nests them. */
export const leafTaskStateResponseSchema = z.object({
  taskPart: taskPartSchema,
  evaluationLeafTaskStateDTO: answerStateSchema,
});

export type TaskGroupInfo = z.infer<typeof taskGroupInfoSchema>;
export type AnswerState = z.infer<typeof answerStateSchema>;
export type TaskPart = z.infer<typeof taskPartSchema>;
export type LeafTaskState = z.infer<typeof leafTaskStateSchema>;
export type LeafTaskStateResponse = z.infer<typeof leafTaskStateResponseSchema>;
