import { z } from 'zod';
import { ACTIVITY_KINDS, ITEM_TYPES, SCENARIO_QUESTION_TYPES, UPLOAD_ITEM_ACCEPTS } from '../../rules/activities.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

/*
 * A handed-in answer as staff review it (§2 assessQuery): what the student saw, what they
 * answered and what it scored. Item-bank keys (options not chosen, accepted fill answers, the
 * adaptive bank's correct options and parameters) and hidden test cases never appear here.
 */

/** How an answer was handed in: a first submit, a re-answer replacing it, or new uploads only. */
export const ANSWER_KINDS = ['submit', 'replace', 'reupload'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * Where an answer stands: the one the task state stands by, one a later hand-in replaced, or one
 * from before an admin's reset (kept as history).
 */
export const ANSWER_STANDINGS = ['current', 'replaced', 'reset'] as const;
export type AnswerStanding = (typeof ANSWER_STANDINGS)[number];

const int = z.number().int();
const labelled = z.object({ id: z.string(), label: z.string() });

const reviewOptionSchema = z.object({
  optionId: int,
  label: z.string(),
  chosen: z.boolean(),
  /** A chosen option of a scored activity: whether it was right. Null where the key stays unsaid. */
  right: z.boolean().nullable(),
});

const reviewFileSchema = z.object({
  fileName: z.string(),
  /** The name it was uploaded with; null once the file service no longer holds it. */
  originalName: z.string().nullable(),
  isImage: z.boolean(),
});

const reviewItemSchema = z.object({
  itemId: int,
  sort: int,
  type: z.enum(ITEM_TYPES),
  stem: z.string(),
  required: z.boolean(),
  media: z.array(z.string()),
  accept: z.enum(UPLOAD_ITEM_ACCEPTS).nullable(),
  options: z.array(reviewOptionSchema),
  /** fill and text: what the student wrote. */
  text: z.string().nullable(),
  /** upload: the files the student handed in. */
  files: z.array(reviewFileSchema),
  score: z.number(),
  maxScore: z.number(),
  /** Scored activities, items with a right answer (single, judge, multiple, fill): all right or not. */
  correct: z.boolean().nullable(),
});

const itemsReviewSchema = z.object({
  kind: z.literal('items'),
  /** An activity is scored; a questionnaire asks opinions, so nothing in it is right or wrong. */
  scored: z.boolean(),
  items: z.array(reviewItemSchema),
});

const abilitySchema = z.object({ theta: z.number(), se: z.number() });

const adaptiveReviewSchema = z.object({
  kind: z.literal('adaptive'),
  /** 1 for the first run, 2 for the re-answer; null when the run is no longer kept. */
  attemptNo: int.nullable(),
  stopReason: z.string().nullable(),
  /** The items in the order the server chose them, each with the estimate it led to. */
  steps: z.array(
    abilitySchema.extend({
      position: int,
      itemId: int,
      stem: z.string(),
      options: z.array(labelled),
      chosenOptionId: z.string(),
      isRight: z.boolean(),
    }),
  ),
  result: abilitySchema.extend({ score: z.number() }).nullable(),
});

const programmingReviewSchema = z.object({
  kind: z.literal('programming'),
  totalScore: z.number(),
  maxScore: z.number(),
  tasks: z.array(
    z.object({
      taskId: int,
      title: z.string(),
      statement: z.string(),
      functionName: z.string(),
      code: z.string(),
      /** The cases the student was shown, as they were shown. */
      examples: z.array(z.object({ input: z.unknown(), expected: z.unknown() })),
      score: z.number(),
      maxScore: z.number(),
      /** The hidden tests as counts only: their inputs and expected values stay on the server. */
      hidden: z.object({ total: int, passed: int, failed: int }),
    }),
  ),
});

const scenarioReviewSchema = z.object({
  kind: z.literal('scenario'),
  title: z.string(),
  /** The scenes in the order the student reached them, with what they chose at each. */
  steps: z.array(
    z.object({
      position: int,
      sceneId: z.string(),
      title: z.string(),
      text: z.string(),
      /** What the scene asked; 'missing' when a later import dropped the scene. */
      kind: z.enum(['branch', 'questions', 'end', 'missing']),
      prompt: z.string().nullable(),
      choice: labelled.nullable(),
      questions: z.array(
        z.object({
          id: z.string(),
          type: z.enum(SCENARIO_QUESTION_TYPES),
          stem: z.string(),
          options: z.array(labelled.extend({ chosen: z.boolean() })),
        }),
      ),
    }),
  ),
});

const historyEntrySchema = z.object({
  answerId: int,
  kind: z.enum(ANSWER_KINDS),
  status: z.enum(ANSWER_STANDINGS),
  totalScore: z.number(),
  useTime: int,
  submittedAt: z.string(),
});

export const answerReviewSchema = z.object({
  student: z.object({
    studentId: int,
    userName: z.string(),
    loginName: z.string(),
    gradeName: z.string().nullable(),
    className: z.string().nullable(),
  }),
  activity: z.object({
    activityId: int,
    activityName: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    taskGroupId: int,
    taskGroupName: z.string(),
  }),
  status: z.enum(ANSWER_STANDINGS),
  totalScore: z.number(),
  /** Every answer the student handed in to the activity, newest first, resets included. */
  history: z.array(historyEntrySchema),
  content: z.discriminatedUnion('kind', [
    itemsReviewSchema,
    adaptiveReviewSchema,
    programmingReviewSchema,
    scenarioReviewSchema,
  ]),
});
export type AnswerReview = z.output<typeof answerReviewSchema>;

/* The list of answers (answerDetailSelectLoad) */

const id = idSchema;

export const answerListQuerySchema = z.object({
  taskGroupId: id,
  activityId: id.optional(),
  classId: id.optional(),
  /** A student's name or login name contains it. */
  keyword: z.string().trim().max(50).optional(),
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const answerListSchema = z.object({
  records: z.array(
    historyEntrySchema.extend({
      studentId: int,
      userName: z.string(),
      loginName: z.string(),
      gradeName: z.string().nullable(),
      className: z.string().nullable(),
      activityId: int,
      activityName: z.string(),
      activityKind: z.enum(ACTIVITY_KINDS),
      taskGroupId: int,
    }),
  ),
  total: int,
});
export type AnswerList = z.output<typeof answerListSchema>;
