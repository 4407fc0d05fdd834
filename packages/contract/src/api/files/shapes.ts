import { z } from 'zod';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { idSchema } from '../../validation/id.js';

/** The link downloads a download token may be made for (§7). */
export const DOWNLOAD_PURPOSES = [
  'getFile',
  'getReportFile',
  'batchDownloadFile',
  'downloadZipFile',
  'getFileBySetName',
] as const;
export type DownloadPurpose = (typeof DOWNLOAD_PURPOSES)[number];

/** The `stptype` of a link carrying a download token (§7), never a session token. */
export const DOWNLOAD_TOKEN_TYPE = 'download';

/** A file name as the client sends it: only ever looked up in the database, never used as a path. */
const fileNameSchema = z.string().min(1).max(200);
const MAX_BATCH = 100;

const dispositionTypeSchema = z.enum(['inline', 'attachment']).default('attachment');

/** Every link download may carry a download token in place of a session (§7). */
const linkQuery = z.object({
  satoken: z.string().max(200).optional(),
  stptype: z.string().max(50).optional(),
  timestamp: z.string().optional(),
});

const getFileQuerySchema = linkQuery.extend({ fileName: fileNameSchema, dispositionType: dispositionTypeSchema });

/** A batch of stored file names: at most 100. */
export const batchFileNamesSchema = z.array(fileNameSchema).min(1).max(MAX_BATCH);

const resourceBodySchema = z
  .object({ id: idSchema.optional(), fileName: fileNameSchema.optional() })
  .refine((body) => body.id !== undefined || body.fileName !== undefined, { error: 'id or fileName is required' });

const uploadResultSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

const resourceSchema = uploadResultSchema.extend({
  id: z.number().int(),
  sha256: z.string(),
  visibility: z.enum(['private', 'public']),
  setName: z.string().nullable(),
  createTime: z.string(),
});

export const filesCalls = {
  /** The form's `file` field, at most MAX_UPLOAD_BYTES (read by the handler). */
  uploadFile: { multipart: true, response: uploadResultSchema },
  getFile: { query: getFileQuerySchema, response: RAW_REPLY },
  putZipFile: {
    body: z.object({ fileNames: batchFileNamesSchema, zipName: z.string().max(100).optional() }),
    response: z.object({ fileName: z.string() }),
  },
  getResourceByIdOrName: { body: resourceBodySchema, response: resourceSchema },
  getReportFile: { query: getFileQuerySchema, response: RAW_REPLY },
  /** `fileNames` is a comma-separated list of at most 100 names. */
  batchDownloadFile: {
    query: linkQuery.extend({
      fileNames: z
        .string()
        .min(1)
        .max(MAX_BATCH * 201),
    }),
    response: RAW_REPLY,
  },
  batchDownloadFilePost: { body: z.object({ fileNames: batchFileNamesSchema }), response: RAW_REPLY },
  downloadZipFile: { query: linkQuery.extend({ fileName: fileNameSchema }), response: RAW_REPLY },
  /** The rejected rows of an account import as a workbook (the import's own call). */
  exporBatchErrotExcel: { body: z.object({ jobId: z.uuid() }), response: RAW_REPLY },
  getFileBySetName: {
    query: linkQuery.extend({
      setName: z.string().min(1).max(100),
      fileName: fileNameSchema,
      dispositionType: dispositionTypeSchema,
    }),
    response: RAW_REPLY,
  },
  createDownloadToken: {
    body: z.object({
      purpose: z.enum(DOWNLOAD_PURPOSES),
      params: z.record(z.string().max(50), z.string().max(MAX_BATCH * 201)).default({}),
    }),
    response: z.object({ satoken: z.string(), stptype: z.literal(DOWNLOAD_TOKEN_TYPE) }),
  },
} satisfies CallShapes;
