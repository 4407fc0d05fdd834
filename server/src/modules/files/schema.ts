import { z } from 'zod';
import { parseOrThrow } from '../../platform/validate.js';
import { DOWNLOAD_PURPOSES, DOWNLOAD_TOKEN_TYPE } from './download-token.js';

/** A file name as the client sends it: only ever looked up in the database, never used as a path. */
export const fileNameSchema = z.string().min(1).max(200);
const MAX_BATCH = 100;

const dispositionTypeSchema = z.enum(['inline', 'attachment']).default('attachment');

/** Every link download may carry a download token in place of a session (§7). */
const linkQuery = z.object({
  satoken: z.string().max(200).optional(),
  stptype: z.string().max(50).optional(),
  timestamp: z.string().optional(),
});

export const getFileQuerySchema = linkQuery.extend({
  fileName: fileNameSchema,
  dispositionType: dispositionTypeSchema,
});
export const zipDownloadQuerySchema = linkQuery.extend({ fileName: fileNameSchema });
export const batchDownloadQuerySchema = linkQuery.extend({
  fileNames: z
    .string()
    .min(1)
    .max(MAX_BATCH * 201),
});
export const setDownloadQuerySchema = linkQuery.extend({
  setName: z.string().min(1).max(100),
  fileName: fileNameSchema,
  dispositionType: dispositionTypeSchema,
});

export const fileNamesSchema = z.array(fileNameSchema).min(1).max(MAX_BATCH);
export const batchDownloadBodySchema = z.object({ fileNames: fileNamesSchema });
export const putZipBodySchema = z.object({ fileNames: fileNamesSchema, zipName: z.string().max(100).optional() });

export const resourceBodySchema = z
  .object({ id: z.coerce.number().int().positive().optional(), fileName: fileNameSchema.optional() })
  .refine((body) => body.id !== undefined || body.fileName !== undefined, { error: 'id or fileName is required' });

export const downloadTokenBodySchema = z.object({
  purpose: z.enum(DOWNLOAD_PURPOSES),
  params: z.record(z.string().max(50), z.string().max(MAX_BATCH * 201)).default({}),
});

export const uploadResultSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

export const resourceSchema = uploadResultSchema.extend({
  id: z.number().int(),
  sha256: z.string(),
  visibility: z.enum(['private', 'public']),
  setName: z.string().nullable(),
  createTime: z.string(),
});

export const zipResultSchema = z.object({ fileName: z.string() });
export const downloadTokenResultSchema = z.object({ satoken: z.string(), stptype: z.literal(DOWNLOAD_TOKEN_TYPE) });

/** `a,b,c` from a link → the names, empty pieces dropped. */
export function splitFileNames(list: string): string[] {
  return parseOrThrow(
    fileNamesSchema,
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}
