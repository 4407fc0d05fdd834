import { z } from 'zod';
import { leafTaskStateResponseSchema, taskPartSchema } from '../../entities/task.js';
import { ANSWER_LIMITS } from '../../rules/activities.js';
import type { CallShapes } from '../define.js';
import { answerReviewSchema } from './answer-review.js';
import {
  activityDtoSchema,
  answerStateDtoSchema,
  groupDtoSchema,
  itemDtoSchema,
  staminaCountedSchema,
} from '../task-info/shapes.js';
import { idSchema, INT4_MAX, INT4_MIN } from '../../validation/id.js';

const id = idSchema;
const timestamp = z.string().optional();
const submitKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'submitKey: 8-64 letters, digits, _ or -' });
/** useTime: seconds spent on the task so far (at most a day). */
const useTime = z.number().int().min(0).max(86_400).default(0);

/* Requests */

/** Most evaluation reads name an activity, optionally its group, and (for a parent) the child. */
const taskQuerySchema = z.object({ activityId: id, taskGroupId: id.optional(), studentId: id.optional(), timestamp });
const groupQuerySchema = z.object({ taskGroupId: id, studentId: id.optional(), timestamp });

/** An option id as JSON sends it (never text, which is a written answer). */
const optionId = z.number().int().min(INT4_MIN).max(INT4_MAX);
const answerValueSchema = z.union([
  optionId,
  z.string().max(ANSWER_LIMITS.textChars),
  z.array(z.union([optionId, z.string().max(300)])).max(20),
]);

/** Answers keyed by item id. */
const answerMapSchema = z.record(
  z.string().regex(/^\d+$/, { error: 'answers are keyed by item id' }),
  answerValueSchema,
);

/** One answer as a client sends it: an option id, option ids, a text, or uploaded file names. */
export type AnswerValue = z.input<typeof answerValueSchema>;
export type AnswerMap = Record<string, AnswerValue>;

const taskRefSchema = z.object({
  taskGroupId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX),
});

const submitBodySchema = taskRefSchema.extend({
  /** The client's key of this submit: a retry or a second tab with the same key is a no-op. */
  submitKey,
  answers: answerMapSchema,
  useTime,
});

const draftBodySchema = taskRefSchema.extend({ answers: answerMapSchema.default({}), useTime });

/* Adaptive test requests: always the student's own, so no studentId. */

const adaptiveTaskQuerySchema = z.object({ activityId: id, taskGroupId: id.optional(), timestamp });

/** The answering call is a GET in §7, so the answer travels as query parameters. */
const adaptiveAnswerQuerySchema = adaptiveTaskQuerySchema.extend({
  itemId: id,
  optionId: z.string().regex(/^[A-Za-z0-9]{1,8}$/, { error: 'optionId: 1-8 letters or digits' }),
});

const adaptivePreviousQuerySchema = adaptiveTaskQuerySchema.extend({ position: id });

const adaptiveSaveBodySchema = taskRefSchema.extend({
  useTime,
  itemId: z.number().int().positive().max(INT4_MAX).optional(),
  optionId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,8}$/)
    .optional(),
});

const adaptiveSubmitBodySchema = taskRefSchema.extend({ submitKey, useTime });

/* Responses */

const answerStateSchema = z.object({
  userTaskState: z.number().int(),
  respondTimes: z.number().int(),
  isWaive: z.number().int(),
  reuploadFlag: z.number().int(),
});

/** What a hand-in returns: the scores, the awards it earned and the task's new state. */
export const evaluationSubmitResultSchema = z.object({
  answerId: z.number().int(),
  activityId: z.number().int(),
  taskGroupId: z.number().int(),
  queryProgress: z.literal(true),
  totalScore: z.number(),
  dimensionScores: z.array(
    z.object({
      dimensionId: z.string(),
      parentDimensionId: z.string().nullable(),
      score: z.number(),
      level: z.number().int(),
    }),
  ),
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

const stateResultSchema = z.object({ taskState: answerStateSchema });

const storedAnswerValueSchema = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]);

/** The contract's shape; dimensionId is already a string here, so the reply needs no transform. */
const leafTaskStateSchema = leafTaskStateResponseSchema.extend({
  taskPart: taskPartSchema.extend({ dimensionId: z.string() }),
});

const taskInfoAndStateSchema = z.object({
  taskGroupInfo: groupDtoSchema,
  activity: activityDtoSchema.extend({
    guidePage: z.object({ title: z.string(), content: z.string(), media: z.array(z.string()) }),
  }),
  evaluationLeafTaskStateDTO: answerStateDtoSchema,
  answerDisabled: z.boolean(),
  staminaCounted: staminaCountedSchema,
  stamina: z.object({
    dayMaxFinish: z.number().int(),
    dayFinish: z.number().int(),
    isDayFinish: z.boolean(),
    recentlyDay: z.number().int(),
    blocked: z.boolean(),
  }),
});

const leafEvaluationSchema = z.object({
  taskGroupInfo: groupDtoSchema,
  activity: activityDtoSchema,
  items: z.array(itemDtoSchema),
});

const latestAnswerSchema = z.object({
  answerId: z.number().int(),
  kind: z.string(),
  answers: z.record(z.string(), storedAnswerValueSchema),
  useTime: z.number().int(),
  submittedAt: z.string(),
  /** Staff only (§2 assessQuery): the answer as the student saw it, scored. */
  review: answerReviewSchema.optional(),
});

/**
 * Whose answer: a student their own, a parent a bound child's, staff who read progress a student
 * in their scope (they must name them). `answerId` names one of the history; none: the latest.
 */
const answerQuerySchema = taskQuerySchema.extend({ answerId: id.optional() });

const draftSchema = z.object({
  activityId: z.number().int(),
  useTime: z.number().int(),
  answers: z.record(z.string(), storedAnswerValueSchema),
  updatedAt: z.string().nullable(),
});

const evaluationInfoSchema = z.object({
  activityId: z.number().int(),
  answered: z.boolean(),
  respondTimes: z.number().int(),
  totalScore: z.number().nullable(),
  useTime: z.number().int(),
  submittedAt: z.string().nullable(),
});

const aggregateSchema = z.object({
  tgiId: z.number().int(),
  chooseNum: z.number().int(),
  doneNum: z.number().int(),
  dimensionScores: z.array(z.object({ dimensionId: z.string(), score: z.number() })),
});

const reportAuthoritySchema = z.object({ activityId: z.number().int(), hasAuthority: z.boolean() });

/* Adaptive test responses */

const adaptiveItemSchema = z.object({
  itemId: z.number().int(),
  stem: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});

const adaptivePageSchema = z.object({
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
  item: adaptiveItemSchema.nullable(),
  pendingOptionId: z.string().nullable(),
  useTime: z.number().int(),
});

const adaptivePreviousPageSchema = z.object({
  position: z.number().int(),
  answeredCount: z.number().int(),
  item: adaptiveItemSchema,
  chosenOptionId: z.string(),
  editable: z.literal(false),
});

const abilitySchema = z.object({ theta: z.number(), se: z.number(), score: z.number() });

const adaptiveAllPageInfoSchema = z.object({
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
  evaluationLeafTaskStateDTO: answerStateSchema,
  result: abilitySchema
    .extend({ indicators: z.array(abilitySchema.extend({ indicatorId: z.string(), answered: z.number().int() })) })
    .nullable(),
});

const submit = { body: submitBodySchema, response: evaluationSubmitResultSchema };

export const evaluationCalls = {
  subReuploadEvaluationGroupAnswer: submit,
  replaceSubEvaluationGroupAnswer: submit,
  subEvaluationGroupAnswer: submit,
  saveEvaluationTime: { body: draftBodySchema, response: z.null() },
  againEvaluationGroupAnswer: { body: taskRefSchema, response: stateResultSchema },
  tsSubAdaptiveEvaluationGroupAnswer: { body: adaptiveSaveBodySchema, response: adaptivePageSchema },
  subAdaptiveEvaluationGroupAnswer: { body: adaptiveSubmitBodySchema, response: evaluationSubmitResultSchema },
  waiveEvaluationGroupAnswer: { body: taskRefSchema, response: stateResultSchema },
  getLeafEvaluationAnswerByUser: { query: answerQuerySchema, response: latestAnswerSchema.nullable() },
  getLeafEvaluationTaskInfoAndTaskStateByUser: { query: taskQuerySchema, response: taskInfoAndStateSchema },
  getEvaluationStemInfo: { query: taskQuerySchema, response: leafEvaluationSchema.shape.items },
  getTaskGroupInfo: { query: groupQuerySchema, response: groupDtoSchema },
  getLeafEvaluationByGroupIdAndTaskId: { query: taskQuerySchema, response: leafEvaluationSchema },
  getEvaluationTime: { query: taskQuerySchema, response: draftSchema },
  getUserEvaluationInfo: { query: taskQuerySchema, response: evaluationInfoSchema },
  getEvaluationAggregateData: { query: groupQuerySchema, response: aggregateSchema },
  getUserEvaluationReportAuthority: { query: taskQuerySchema, response: reportAuthoritySchema },
  getAdaptiveEvaluationAllPageInfo: { query: adaptiveTaskQuerySchema, response: adaptiveAllPageInfoSchema },
  getAdaptiveEvaluationAnswerLastPageInfo: { query: adaptiveTaskQuerySchema, response: adaptivePageSchema },
  getAdaptiveEvaluationPreviousPage: { query: adaptivePreviousQuerySchema, response: adaptivePreviousPageSchema },
  getAdaptiveEvaluationAnswerNextPageInfo: { query: adaptiveAnswerQuerySchema, response: adaptivePageSchema },
  getLeafEvaluationTaskStateByUser: { query: taskQuerySchema, response: leafTaskStateSchema },
} satisfies CallShapes;
