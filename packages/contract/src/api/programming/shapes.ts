import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { CASE_OUTCOMES, GRADE_BANDS } from '../../rules/programming.js';
import { checkedByImporter } from '../content/imported.js';
import { evaluationSubmitResultSchema } from '../evaluation/shapes.js';
import { idSchema, INT4_MAX } from '../../validation/id.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,39}$/;
const MAX_CODE_CHARS = 20_000;
const json = z.json();

/* The tasks of a programming activity (importTasks, see docs/engines/programming.md) */

/** The import JSON of one programming task; hidden tests are scored, examples are shown. */
const taskDefinitionSchema = z.object({
  title: z.string().trim().min(1).max(60),
  statement: z.string().trim().min(1).max(4000),
  starterCode: z.string().max(MAX_CODE_CHARS),
  functionName: z.string().regex(IDENTIFIER, 'a JavaScript function name'),
  gradeBand: z.enum(GRADE_BANDS),
  examples: z
    .array(z.object({ input: json, expected: json }))
    .min(1)
    .max(5),
  tests: z
    .array(z.object({ input: json, expected: json, score: z.number().positive().max(100) }))
    .min(1)
    .max(20),
  indicators: z.array(z.object({ indicatorId: z.string().min(1), weight: z.number().positive().default(1) })).min(1),
});

export const programmingTasksDefinitionSchema = z.object({
  activityId: z.number().int().positive().max(INT4_MAX),
  tasks: z.array(taskDefinitionSchema).min(1).max(10),
});

/* Requests */

const taskRef = {
  taskGroupId: idSchema,
  activityId: idSchema,
};
/** The code of each task, keyed by task id. */
const codeMap = z
  .record(z.string().regex(/^\d+$/), z.string().max(MAX_CODE_CHARS))
  .refine((map) => Object.keys(map).length <= 10);

const taskQuerySchema = z.object(taskRef);
const draftBodySchema = z.object({ ...taskRef, code: codeMap, useTime: z.number().int().min(0).max(86_400) });
const runSamplesBodySchema = z.object({
  ...taskRef,
  taskId: z.number().int().positive().max(INT4_MAX),
  code: z.string().max(MAX_CODE_CHARS),
});
const submitBodySchema = z.object({
  ...taskRef,
  submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  code: codeMap,
  useTime: z.number().int().min(0).max(86_400),
});

/* Responses */

const caseResultSchema = z.object({
  index: z.number(),
  outcome: z.enum(CASE_OUTCOMES),
  score: z.number(),
  maxScore: z.number(),
  timeMs: z.number(),
  error: z.string().nullable(),
});
const gradedTaskSchema = z.object({
  taskId: z.number(),
  score: z.number(),
  maxScore: z.number(),
  cases: z.array(caseResultSchema),
});

/** The tasks without their hidden tests, the student's draft and their latest graded hand-in. */
const tasksViewSchema = z.object({
  activityId: z.number(),
  taskGroupId: z.number(),
  name: z.string(),
  answerDisabled: z.boolean(),
  tasks: z.array(
    z.object({
      taskId: z.number(),
      title: z.string(),
      statement: z.string(),
      starterCode: z.string(),
      functionName: z.string(),
      gradeBand: z.enum(GRADE_BANDS),
      blockEditor: z.boolean(),
      examples: z.array(z.object({ input: z.unknown(), expected: z.unknown() })),
      testCount: z.number(),
      maxScore: z.number(),
    }),
  ),
  draft: z.object({ code: z.record(z.string(), z.string()), useTime: z.number() }),
  latest: z
    .object({ totalScore: z.number(), tasks: z.array(gradedTaskSchema), code: z.record(z.string(), z.string()) })
    .nullable(),
});

const sampleRunSchema = z.array(
  z.object({
    index: z.number(),
    outcome: z.enum(CASE_OUTCOMES),
    actual: z.string().nullable(),
    error: z.string().nullable(),
    output: z.string(),
    timeMs: z.number(),
  }),
);

/** The evaluation's submit result, with the grading of each task. */
const submitResultSchema = evaluationSubmitResultSchema.extend({
  maxScore: z.number(),
  tasks: z.array(gradedTaskSchema),
});

const importedTasksSchema = z.object({ activityId: z.number(), taskCount: z.number() });

export const programmingCalls = {
  getTasks: { query: taskQuerySchema, response: tasksViewSchema },
  saveDraft: { body: draftBodySchema, response: z.null() },
  runSamples: { body: runSamplesBodySchema, response: sampleRunSchema },
  subProgrammingAnswer: { body: submitBodySchema, response: submitResultSchema },
  importTasks: { body: checkedByImporter(programmingTasksDefinitionSchema), response: importedTasksSchema },
} satisfies CallShapes;
