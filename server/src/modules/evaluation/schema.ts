import { z } from 'zod';

const id = z.coerce.number().int().positive();

/** Most evaluation reads name an activity, optionally its group, and (for a parent) the child. */
export const taskQuerySchema = z.object({
  activityId: id,
  taskGroupId: id.optional(),
  studentId: id.optional(),
  timestamp: z.string().optional(),
});

export const groupQuerySchema = z.object({
  taskGroupId: id,
  studentId: id.optional(),
  timestamp: z.string().optional(),
});

const answerValueSchema = z.union([
  z.number().int(),
  z.string().max(2000),
  z.array(z.union([z.number().int(), z.string().max(300)])).max(20),
]);

/** Answers keyed by item id. */
export const answerMapSchema = z.record(
  z.string().regex(/^\d+$/, { error: 'answers are keyed by item id' }),
  answerValueSchema,
);

const taskRefSchema = z.object({ taskGroupId: z.number().int().positive(), activityId: z.number().int().positive() });

/** useTime: seconds spent on the task so far (at most a day). */
const useTimeSchema = z.number().int().min(0).max(86_400).default(0);

export const submitBodySchema = taskRefSchema.extend({
  /** The client's key of this submit: a retry or a second tab with the same key is a no-op. */
  submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'submitKey: 8-64 letters, digits, _ or -' }),
  answers: answerMapSchema,
  useTime: useTimeSchema,
});

export const draftBodySchema = taskRefSchema.extend({ answers: answerMapSchema.default({}), useTime: useTimeSchema });

export const taskRefBodySchema = taskRefSchema;

const dimensionScoreSchema = z.object({
  dimensionId: z.string(),
  parentDimensionId: z.string().nullable(),
  score: z.number(),
  level: z.number().int(),
});

const answerStateSchema = z.object({
  userTaskState: z.number().int(),
  respondTimes: z.number().int(),
  isWaive: z.number().int(),
  reuploadFlag: z.number().int(),
});

export const submitResultSchema = z.object({
  answerId: z.number().int(),
  activityId: z.number().int(),
  taskGroupId: z.number().int(),
  queryProgress: z.literal(true),
  totalScore: z.number(),
  dimensionScores: z.array(dimensionScoreSchema),
  awards: z.array(
    z.object({
      awardId: z.number().int(),
      kind: z.enum(['medal', 'trophy']),
      name: z.string(),
      image: z.string(),
      taskGroupId: z.number().int(),
    }),
  ),
  taskState: answerStateSchema,
});

export const stateResultSchema = z.object({ taskState: answerStateSchema });
