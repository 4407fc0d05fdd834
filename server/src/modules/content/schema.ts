import { z } from 'zod';
import { ACTIVITY_KINDS } from '../../db/schema/index.js';

/** A file name the file service handed out ('2026/11/<uuid>.png'); no traversal, no leading dot. */
const fileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, { error: 'expected a file name from the file service' })
  .refine((name) => !name.includes('..'), { error: 'expected a file name from the file service' });

const indicatorSchema = z.object({
  indicatorId: z.string().min(1),
  weight: z.number().positive().max(100).default(1),
});

const optionSchema = z.object({
  label: z.string().trim().min(1).max(500),
  score: z.number().min(0).max(100),
});

const itemBase = {
  stem: z.string().trim().min(1).max(2000),
  required: z.boolean().default(true),
  media: z.array(fileNameSchema).max(10).default([]),
  indicators: z.array(indicatorSchema).min(1).max(10),
};

const choiceItem = (type: 'single' | 'multiple' | 'scale', min: number) =>
  z.object({ type: z.literal(type), ...itemBase, options: z.array(optionSchema).min(min).max(20) });

const itemSchema = z.discriminatedUnion('type', [
  choiceItem('single', 2),
  choiceItem('multiple', 2),
  choiceItem('scale', 3),
  z.object({ type: z.literal('judge'), ...itemBase, options: z.array(optionSchema).length(2) }),
  z.object({
    type: z.literal('fill'),
    ...itemBase,
    accepted: z.array(z.string().trim().min(1).max(200)).min(1).max(20),
    score: z.number().min(0).max(100),
  }),
  z.object({ type: z.literal('text'), ...itemBase, score: z.number().min(0).max(100) }),
  z.object({
    type: z.literal('upload'),
    ...itemBase,
    accept: z.enum(['image', 'file']),
    score: z.number().min(0).max(100),
  }),
]);

/**
 * The activity or questionnaire definition an activity admin imports (docs/decisions.md, "Students' evaluation domain (server)"
 * describes it). Adaptive, programming and scenario activities are shells: their engines
 * bring their own content, so they carry no items.
 */
export const contentDefinitionSchema = z
  .object({
    taskGroupId: z.number().int().positive(),
    kind: z.enum(ACTIVITY_KINDS),
    name: z.string().trim().min(1).max(100),
    passed: z.enum(['0', '1']).default('0'),
    sort: z.number().int().min(0).max(10_000).default(0),
    guidePage: z.object({
      title: z.string().trim().min(1).max(100),
      content: z.string().trim().min(1).max(10_000),
      media: z.array(fileNameSchema).max(10).default([]),
    }),
    items: z.array(itemSchema).max(200).default([]),
  })
  .superRefine((definition, context) => {
    const answerable = definition.kind === 'activity' || definition.kind === 'questionnaire';
    if (answerable && definition.items.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'an activity or questionnaire needs at least one item',
      });
    }
    if (!answerable && definition.items.length > 0) {
      context.addIssue({ code: 'custom', path: ['items'], message: `a ${definition.kind} activity carries no items` });
    }
  });

export type ContentDefinition = z.output<typeof contentDefinitionSchema>;
export type ItemDefinition = ContentDefinition['items'][number];

export const importResultSchema = z.object({ activityId: z.number().int(), itemCount: z.number().int() });
