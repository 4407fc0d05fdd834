import { z } from 'zod';

/** What one chosen option is worth, per indicator of the dimension tree (0-10 points each). */
const scoresSchema = z.record(z.string().min(1), z.number().int().min(0).max(10));

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'use 1-40 letters, digits, _ or -');

const optionSchema = z.object({
  id: idSchema,
  label: z.string().trim().min(1).max(200),
  scores: scoresSchema.default({}),
});

const questionSchema = z.object({
  id: idSchema,
  type: z.enum(['single', 'multiple']),
  stem: z.string().trim().min(1).max(500),
  options: z.array(optionSchema).min(2, 'a question needs at least 2 options').max(8),
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
      .array(optionSchema.extend({ next: idSchema }))
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
  activityId: z.number().int().positive(),
  title: z.string().trim().min(1).max(100),
  start: idSchema,
  scenes: z.array(sceneSchema).min(1, 'a scenario needs at least one scene').max(100),
});

export type ScenarioDefinition = z.infer<typeof scenarioDefinitionSchema>;
export type Scene = ScenarioDefinition['scenes'][number];
export type SceneOption = z.infer<typeof optionSchema>;
export type Question = z.infer<typeof questionSchema>;
/** A definition as an author writes it (defaults not yet applied). */
export type ScenarioDefinitionInput = z.input<typeof scenarioDefinitionSchema>;
