import { z } from 'zod';
import { dictTypeSchema, type DimensionNode } from '../../entities/dictionaries.js';
import type { CallShapes } from '../define.js';
import { INT4_MAX } from '../../validation/id.js';

const timestampQuerySchema = z.object({ timestamp: z.string().optional() });

const dictEntrySchema = z.object({
  dictId: z.string(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string().nullable(),
  dictValue: z.string(),
  sort: z.number(),
});

/** The zod tree type is recursive; the reply lists the fields of each level it sends. */
const dimensionReplySchema: z.ZodType<DimensionNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    nameEn: z.string().nullable(),
    children: z.array(dimensionReplySchema),
  }),
);

/* The organisation dictionaries of the admin pages, each limited to the caller's scope. */

const orgDictBodySchema = z.object({
  type: z.enum(['school', 'grade', 'class']),
  schoolId: z.number().int().positive().max(INT4_MAX).optional(),
  gradeId: z.number().int().positive().max(INT4_MAX).optional(),
});
const orgDictItemSchema = z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() });

const roleChoiceSchema = z.object({
  roleCode: z.number().int(),
  roleName: z.string(),
  field: z.string().nullable(),
  disabled: z.boolean(),
});

const regionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  level: z.string(),
  parentId: z.number().int().nullable(),
});

/**
 * The three dictionaries every user reads (getDictByDictType, getDimensionList, getReportMapping)
 * carry their version as the ETag header; sent back as If-None-Match, an unchanged one answers 304
 * with no body (§9: the browser keeps them in local storage).
 */
export const dictCalls = {
  getDictByDictType: {
    query: timestampQuerySchema.extend({ dictType: dictTypeSchema }),
    response: z.array(dictEntrySchema),
  },
  orgGetDict: { body: orgDictBodySchema, response: z.array(orgDictItemSchema) },
  getRoleByUser: {
    body: z.object({ userType: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    response: z.array(roleChoiceSchema),
  },
  findRegion: {
    body: z.object({ parentId: z.number().int().positive().max(INT4_MAX).optional() }).default({}),
    response: z.array(regionSchema),
  },
  getDimensionList: { query: timestampQuerySchema, response: z.array(dimensionReplySchema) },
  getReportMapping: {
    query: timestampQuerySchema,
    response: z.object({ dataList: z.array(z.object({ dictId: z.string(), reportId: z.string() })) }),
  },
} satisfies CallShapes;
