import { z } from 'zod';

const id = z.coerce.number().int().positive();
const sceneRef = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const walkQuerySchema = z.object({ activityId: id, taskGroupId: id.optional() });

const taskRef = { taskGroupId: z.number().int().positive(), activityId: z.number().int().positive() };

export const taskRefBodySchema = z.object(taskRef);

/** Exactly one of: the branch option taken, or the answers to the scene's questions. */
export const stepBodySchema = z.object({
  ...taskRef,
  sceneId: sceneRef,
  choice: sceneRef.optional(),
  answers: z.record(sceneRef, z.union([sceneRef, z.array(sceneRef).max(8)])).optional(),
});

export const submitBodySchema = z.object({
  ...taskRef,
  submitKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'submitKey: 8-64 letters, digits, _ or -' }),
  useTime: z.number().int().min(0).max(86_400).default(0),
});

const optionSchema = z.object({ id: z.string(), label: z.string() });

export const publicSceneSchema = z.object({
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
      type: z.enum(['single', 'multiple']),
      stem: z.string(),
      options: z.array(optionSchema),
    }),
  ),
});

export const walkSchema = z.object({
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

export const importResultSchema = z.object({ activityId: z.number().int(), sceneCount: z.number().int() });
