import { z } from 'zod';

const id = z.coerce.number().int().positive();

export const taskQuerySchema = z.object({
  activityId: id,
  taskGroupId: id.optional(),
  timestamp: z.string().optional(),
});

/** The answering call is a GET in §7, so the answer travels as query parameters. */
export const answerQuerySchema = taskQuerySchema.extend({
  itemId: id,
  optionId: z.string().regex(/^[A-Za-z0-9]{1,8}$/, { error: 'optionId: 1-8 letters or digits' }),
});

export const previousQuerySchema = taskQuerySchema.extend({ position: id });

const taskRefBody = z.object({ taskGroupId: z.number().int().positive(), activityId: z.number().int().positive() });
const useTime = z.number().int().min(0).max(86_400).default(0);

export const saveBodySchema = taskRefBody.extend({
  useTime,
  itemId: z.number().int().positive().optional(),
  optionId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,8}$/)
    .optional(),
});

export const submitBodySchema = taskRefBody.extend({
  submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'submitKey: 8-64 letters, digits, _ or -' }),
  useTime,
});

const publicItemSchema = z.object({
  itemId: z.number().int(),
  stem: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const pageSchema = z.object({
  activityId: z.number().int(),
  taskGroupId: z.number().int(),
  attemptNo: z.number().int(),
  answeredCount: z.number().int(),
  position: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  finished: z.boolean(),
  submitted: z.boolean(),
  stopReason: z.string().nullable(),
  item: publicItemSchema.nullable(),
  pendingOptionId: z.string().nullable(),
  useTime: z.number().int(),
});

export const previousPageSchema = z.object({
  position: z.number().int(),
  answeredCount: z.number().int(),
  item: publicItemSchema,
  chosenOptionId: z.string(),
  editable: z.literal(false),
});

const abilitySchema = z.object({ theta: z.number(), se: z.number(), score: z.number() });

export const allPageInfoSchema = z.object({
  activityId: z.number().int(),
  taskGroupId: z.number().int(),
  name: z.string(),
  hasBank: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  targetSe: z.number(),
  started: z.boolean(),
  answeredCount: z.number().int(),
  finished: z.boolean(),
  submitted: z.boolean(),
  answerDisabled: z.boolean(),
  evaluationLeafTaskStateDTO: z.object({
    userTaskState: z.number().int(),
    respondTimes: z.number().int(),
    isWaive: z.number().int(),
    reuploadFlag: z.number().int(),
  }),
  result: abilitySchema
    .extend({ indicators: z.array(abilitySchema.extend({ indicatorId: z.string(), answered: z.number().int() })) })
    .nullable(),
});

export const importResultSchema = z.object({ activityId: z.number().int(), itemCount: z.number().int() });
