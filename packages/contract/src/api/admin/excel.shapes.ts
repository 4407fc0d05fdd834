import { z } from 'zod';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { id, keyword, stateSchema } from './organization.shapes.js';

const kind = z.enum(['student', 'teacher']);
const timestamp = z.string().optional();
const storedFileName = z.string().regex(/^\d{4}\/\d{2}\/[a-z0-9-]+\.[a-z0-9]+$/, { error: 'invalid file name' });

const checkImportBodySchema = z.object({
  fileName: storedFileName,
  sheetIndex: z.number().int().min(0).max(50).default(0),
  kind,
  schoolId: id,
});
const jobResultSchema = z.object({ jobId: z.string() });

const jobProgressSchema = z.object({
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

const pageExcelBodySchema = z.object({
  kind,
  keyword,
  schoolId: id.optional(),
  gradeId: id.optional(),
  classId: id.optional(),
  state: stateSchema.optional(),
});

export const adminExcelCalls = {
  getSheetNum: {
    query: z.object({ fileName: storedFileName, timestamp }),
    response: z.object({ sheetNum: z.number().int(), sheetNames: z.array(z.string()) }),
  },
  exporPageExcel: { body: pageExcelBodySchema, response: RAW_REPLY },
  importTemplate: { query: z.object({ kind: kind.default('student'), timestamp }), response: RAW_REPLY },
  checkImport: { body: checkImportBodySchema, response: jobResultSchema },
  importAccounts: { body: checkImportBodySchema.extend({ password: sealedValueSchema }), response: jobResultSchema },
  importProgress: { query: z.object({ jobId: z.uuid(), timestamp }), response: jobProgressSchema },
} satisfies CallShapes;
