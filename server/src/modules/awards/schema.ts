import { z } from 'zod';

export const awardListBodySchema = z
  .object({ taskGroupId: z.number().int().positive().optional(), studentId: z.number().int().positive().optional() })
  .default({});

export const awardDtoSchema = z.object({
  awardId: z.number().int(),
  kind: z.enum(['medal', 'trophy']),
  name: z.string(),
  description: z.string(),
  /** A webp image of the web build. */
  image: z.string(),
  earned: z.boolean(),
  awardedAt: z.string().nullable(),
  isNew: z.boolean(),
});

export const awardListSchema = z.object({ medals: z.array(awardDtoSchema), trophies: z.array(awardDtoSchema) });
export type AwardList = z.infer<typeof awardListSchema>;
