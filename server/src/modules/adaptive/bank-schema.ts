import { z } from 'zod';
import { DEFAULT_SETTINGS } from './engine/settings.js';

const optionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{1,8}$/, { error: 'option id: 1-8 letters or digits' }),
  label: z.string().trim().min(1).max(500),
});

/** One calibrated item: 2PL (no guessing) or 3PL, on the logistic metric without the 1.7 constant. */
export const bankItemSchema = z
  .object({
    indicatorId: z.string().min(1).max(20),
    model: z.enum(['2PL', '3PL']),
    a: z.number().gt(0).max(4),
    b: z.number().min(-4).max(4),
    c: z.number().min(0).max(0.5).default(0),
    stem: z.string().trim().min(1).max(2000),
    options: z.array(optionSchema).min(2).max(6),
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

export const settingsSchema = z
  .object({
    gridPoints: z.number().int().min(21).max(401).default(DEFAULT_SETTINGS.gridPoints),
    gridMin: z.number().min(-8).max(0).default(DEFAULT_SETTINGS.gridMin),
    gridMax: z.number().min(0).max(8).default(DEFAULT_SETTINGS.gridMax),
    priorMean: z.number().min(-3).max(3).default(DEFAULT_SETTINGS.priorMean),
    priorSd: z.number().gt(0).max(3).default(DEFAULT_SETTINGS.priorSd),
    randomesqueK: z.number().int().min(1).max(10).default(DEFAULT_SETTINGS.randomesqueK),
    targetSe: z.number().gt(0).max(1).default(DEFAULT_SETTINGS.targetSe),
    minLength: z.number().int().min(1).max(100).default(DEFAULT_SETTINGS.minLength),
    maxLength: z.number().int().min(1).max(100).default(DEFAULT_SETTINGS.maxLength),
    contentTargets: z.record(z.string(), z.number().min(0)).default({}),
  })
  .refine((settings) => settings.minLength <= settings.maxLength, {
    path: ['minLength'],
    message: 'minLength must not exceed maxLength',
  });

/** The import JSON of an item bank (see docs/engines/adaptive.md). */
export const bankDefinitionSchema = z.object({
  activityId: z.number().int().positive(),
  settings: settingsSchema.default(settingsSchema.parse({})),
  items: z.array(bankItemSchema).min(1).max(2000),
});

export type BankDefinition = z.infer<typeof bankDefinitionSchema>;
