import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { SCENARIO_QUESTION_TYPES } from '../../rules/activities.js';
import { checkedByImporter } from '../content/imported.js';
import { evaluationSubmitResultSchema } from '../evaluation/shapes.js';
import { idSchema as recordIdSchema, INT4_MAX } from '../../validation/id.js';

/* The scenario definition (importScenario, see docs/engines/scenario.md) */

/** What one chosen option is worth, per indicator of the dimension tree (0-10 points each). */
const scoresSchema = z.record(z.string().min(1), z.number().int().min(0).max(10));

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'use 1-40 letters, digits, _ or -');

const definitionOptionSchema = z.object({
  id: idSchema,
  label: z.string().trim().min(1).max(200),
  scores: scoresSchema.default({}),
});

const questionSchema = z.object({
  id: idSchema,
  type: z.enum(SCENARIO_QUESTION_TYPES),
  stem: z.string().trim().min(1).max(500),
  options: z.array(definitionOptionSchema).min(2, 'a question needs at least 2 options').max(8),
});

/** A scene ends in questions then a fixed next scene, a choice that branches, or an ending. */
const thenSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('questions'),
    questions: z.array(questionSchema).min(1, 'questions need at least one question'),
    next: idSchema,
  }),
  z.object({
    type: z.literal('branch'),
    prompt: z.string().trim().min(1).max(300),
    options: z
      .array(definitionOptionSchema.extend({ next: idSchema }))
      .min(2, 'a branch needs at least 2 options')
      .max(6),
  }),
  z.object({ type: z.literal('end') }),
]);

const mediaName = z.string().min(1).max(200);

const sceneSchema = z.object({
  id: idSchema,
  title: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1).max(2000),
  image: mediaName.optional(),
  audio: mediaName.optional(),
  video: mediaName.optional(),
  then: thenSchema,
});

export const scenarioDefinitionSchema = z.object({
  activityId: z.number().int().positive().max(INT4_MAX),
  title: z.string().trim().min(1).max(100),
  start: idSchema,
  scenes: z.array(sceneSchema).min(1, 'a scenario needs at least one scene').max(100),
});

/* Requests */

const id = recordIdSchema;
const sceneRef = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

const walkQuerySchema = z.object({ activityId: id, taskGroupId: id.optional() });

const taskRef = {
  taskGroupId: z.number().int().positive().max(INT4_MAX),
  activityId: z.number().int().positive().max(INT4_MAX),
};

const taskRefBodySchema = z.object(taskRef);

/** Exactly one of: the branch option taken, or the answers to the scene's questions. */
const stepBodySchema = z.object({
  ...taskRef,
  sceneId: sceneRef,
  choice: sceneRef.optional(),
  answers: z.record(sceneRef, z.union([sceneRef, z.array(sceneRef).max(8)])).optional(),
});

const submitBodySchema = z.object({
  ...taskRef,
  submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'submitKey: 8-64 letters, digits, _ or -' }),
  useTime: z.number().int().min(0).max(86_400).default(0),
});

/* Responses */

const optionSchema = z.object({ id: z.string(), label: z.string() });

/** A scene as the student sees it: no scores, no next scenes. */
const publicSceneSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  audio: z.string().nullable(),
  video: z.string().nullable(),
  kind: z.enum(['questions', 'branch', 'end']),
  prompt: z.string().nullable(),
  options: z.array(optionSchema),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(SCENARIO_QUESTION_TYPES),
      stem: z.string(),
      options: z.array(optionSchema),
    }),
  ),
});

const walkSchema = z.object({
  activityId: z.number(),
  taskGroupId: z.number(),
  title: z.string(),
  path: z.array(z.object({ sceneId: z.string(), title: z.string() })),
  scene: publicSceneSchema.nullable(),
  finished: z.boolean(),
  handedIn: z.boolean(),
  canAnswer: z.boolean(),
  canRestart: z.boolean(),
});

const importedScenesSchema = z.object({ activityId: z.number().int(), sceneCount: z.number().int() });

export const scenarioCalls = {
  getScenario: { query: walkQuerySchema, response: walkSchema },
  recordStep: { body: stepBodySchema, response: walkSchema },
  restartScenario: { body: taskRefBodySchema, response: walkSchema },
  subScenarioAnswer: { body: submitBodySchema, response: evaluationSubmitResultSchema },
  importScenario: { body: checkedByImporter(scenarioDefinitionSchema), response: importedScenesSchema },
} satisfies CallShapes;
