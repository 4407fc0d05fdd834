import { z } from 'zod';
import { sealedValueSchema } from '@pingjia/contract';
import { id } from '../people/schema.js';

const kind = z.enum(['student', 'teacher']);
const storedFileName = z.string().regex(/^\d{4}\/\d{2}\/[a-z0-9-]+\.[a-z0-9]+$/, { error: 'invalid file name' });

export const templateQuerySchema = z.object({ kind: kind.default('student'), timestamp: z.string().optional() });
export const sheetNumQuerySchema = z.object({ fileName: storedFileName, timestamp: z.string().optional() });
export const sheetNumResultSchema = z.object({ sheetNum: z.number().int(), sheetNames: z.array(z.string()) });

export const checkImportBodySchema = z.object({
  fileName: storedFileName,
  sheetIndex: z.number().int().min(0).max(50).default(0),
  kind,
  schoolId: id,
});
export const importBodySchema = checkImportBodySchema.extend({ password: sealedValueSchema });
export const jobResultSchema = z.object({ jobId: z.string() });
export const jobQuerySchema = z.object({ jobId: z.uuid(), timestamp: z.string().optional() });
export const errorWorkbookBodySchema = z.object({ jobId: z.uuid() });

export const jobProgressSchema = z.object({
  jobId: z.string(),
  kind,
  mode: z.enum(['dryRun', 'import']),
  state: z.enum(['running', 'done', 'failed']),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  validRows: z.number().int(),
  importedRows: z.number().int(),
  rejectedCount: z.number().int(),
  /** The first 500 rejected rows with their §5 texts; the error workbook holds them all. */
  rejected: z.array(
    z.object({ rowNumber: z.number().int(), values: z.record(z.string(), z.string()), messages: z.array(z.string()) }),
  ),
  preview: z.array(
    z.object({
      rowNumber: z.number().int(),
      action: z.string(),
      userName: z.string(),
      loginName: z.string(),
      classId: z.number().int().nullable(),
    }),
  ),
  failure: z.string().nullable(),
});

export const pageExcelBodySchema = z.object({
  kind,
  keyword: z.string().trim().max(50).optional(),
  schoolId: id.optional(),
  gradeId: id.optional(),
  classId: id.optional(),
  state: z.union([z.literal(0), z.literal(1)]).optional(),
});
