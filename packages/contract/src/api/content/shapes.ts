import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { carriesItems } from '../../decisions/activity.js';
import { ACTIVITY_KINDS, ANSWER_LIMITS, UPLOAD_ITEM_ACCEPTS, type ItemType } from '../../rules/activities.js';
import { checkedByImporter } from './imported.js';
import { INT4_MAX } from '../../validation/id.js';

/* The activity or questionnaire definition (importActivity) */

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

/** One item of a type; the type's own fields follow the shared ones. */
const itemOf = <T extends ItemType, F extends z.ZodRawShape>(type: T, fields: F) =>
  z.object({ type: z.literal(type), ...itemBase, ...fields });

const choiceItem = (type: 'single' | 'multiple' | 'scale', min: number) =>
  itemOf(type, { options: z.array(optionSchema).min(min).max(20) });

const scoreSchema = z.number().min(0).max(100);

/** A dictionary key (reportYear, evaluationBatch). */
const reportKeySchema = z.string().trim().min(1).max(20);

const itemSchema = z.discriminatedUnion('type', [
  choiceItem('single', 2),
  choiceItem('multiple', 2),
  choiceItem('scale', 3),
  itemOf('judge', { options: z.array(optionSchema).length(2) }),
  itemOf('fill', {
    accepted: z.array(z.string().trim().min(1).max(ANSWER_LIMITS.fillChars)).min(1).max(20),
    score: scoreSchema,
  }),
  itemOf('text', { score: scoreSchema }),
  itemOf('upload', { accept: z.enum(UPLOAD_ITEM_ACCEPTS), score: scoreSchema }),
]);

/**
 * The activity or questionnaire definition an activity admin imports (docs/decisions.md, "Students' evaluation domain (server)"
 * describes it). Adaptive, programming and scenario activities are shells: their engines
 * bring their own content, so they carry no items.
 */
export const contentDefinitionSchema = z
  .object({
    taskGroupId: z.number().int().positive().max(INT4_MAX),
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
    /**
     * The report the task group belongs to: keys of the reportYear and evaluationBatch
     * dictionaries, given together. A group without one takes them; a group with another is refused.
     */
    reportYear: reportKeySchema.optional(),
    evaluationBatch: reportKeySchema.optional(),
  })
  .superRefine((definition, context) => {
    if ((definition.reportYear === undefined) !== (definition.evaluationBatch === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [definition.reportYear === undefined ? 'reportYear' : 'evaluationBatch'],
        message: 'give the report year and the evaluation batch together',
      });
    }
    const answerable = carriesItems(definition.kind);
    if (answerable && definition.items.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'an activity or questionnaire needs at least one item',
      });
    }
    if (!answerable && definition.items.length > 0) {
      context.addIssue({ code: 'custom', path: ['items'], message: `${definition.kind} activities carry no items` });
    }
  });

/* The adaptive test's item bank (importAdaptiveBank, see docs/engines/adaptive.md) */

/** The settings an adaptive test runs with when its bank names none. */
export const adaptiveDefaultSettings = {
  /**
   * Quadrature grid for EAP: `gridPoints` equally spaced points from `gridMin` to `gridMax`.
   * ±5 rather than ±4: cutting at -4 moved an all-wrong estimate by 7e-4, past the 3-decimal target.
   */
  gridPoints: 81,
  gridMin: -5,
  gridMax: 5,
  priorMean: 0,
  priorSd: 1,
  randomesqueK: 4,
  targetSe: 0.4,
  minLength: 8,
  maxLength: 20,
  contentTargets: {} as Record<string, number>,
};

const bankOptionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,8}$/, { error: 'option id: 1-8 letters or digits' }),
  label: z.string().trim().min(1).max(500),
});

/** One calibrated item: 2PL (no guessing) or 3PL, on the logistic metric without the 1.7 constant. */
const bankItemSchema = z
  .object({
    indicatorId: z.string().min(1).max(20),
    model: z.enum(['2PL', '3PL']),
    a: z.number().gt(0).max(4),
    b: z.number().min(-4).max(4),
    c: z.number().min(0).max(0.5).default(0),
    stem: z.string().trim().min(1).max(2000),
    options: z.array(bankOptionSchema).min(2).max(6),
    correct: z.string().min(1),
  })
  .superRefine((item, ctx) => {
    if (item.model === '2PL' && item.c !== 0)
      ctx.addIssue({ code: 'custom', path: ['c'], message: 'a 2PL item has no guessing parameter (c must be 0)' });
    const ids = item.options.map((option) => option.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['options', i, 'id'], message: `option id ${id} is used twice` });
    });
    if (!ids.includes(item.correct))
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: `correct must name one of the options (${ids.join(', ')})`,
      });
  });

const defaults = adaptiveDefaultSettings;
const bankSettingsSchema = z
  .object({
    gridPoints: z.number().int().min(21).max(401).default(defaults.gridPoints),
    gridMin: z.number().min(-8).max(0).default(defaults.gridMin),
    gridMax: z.number().min(0).max(8).default(defaults.gridMax),
    priorMean: z.number().min(-3).max(3).default(defaults.priorMean),
    priorSd: z.number().gt(0).max(3).default(defaults.priorSd),
    randomesqueK: z.number().int().min(1).max(10).default(defaults.randomesqueK),
    targetSe: z.number().gt(0).max(1).default(defaults.targetSe),
    minLength: z.number().int().min(1).max(100).default(defaults.minLength),
    maxLength: z.number().int().min(1).max(100).default(defaults.maxLength),
    contentTargets: z.record(z.string(), z.number().min(0)).default({}),
  })
  .refine((settings) => settings.minLength <= settings.maxLength, {
    path: ['minLength'],
    message: 'minLength must not exceed maxLength',
  });

/** The import JSON of an item bank (see docs/engines/adaptive.md). */
export const adaptiveBankDefinitionSchema = z.object({
  activityId: z.number().int().positive().max(INT4_MAX),
  settings: bankSettingsSchema.default(bankSettingsSchema.parse({})),
  items: z.array(bankItemSchema).min(1).max(2000),
});

const importedItemsSchema = z.object({ activityId: z.number().int(), itemCount: z.number().int() });

export const contentCalls = {
  importActivity: { body: checkedByImporter(contentDefinitionSchema), response: importedItemsSchema },
  importAdaptiveBank: { body: checkedByImporter(adaptiveBankDefinitionSchema), response: importedItemsSchema },
} satisfies CallShapes;
