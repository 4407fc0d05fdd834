import { z } from 'zod';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { countResultSchema, idList } from './organization.shapes.js';
import { idSchema } from '../../validation/id.js';

const positive = idSchema;
const timestamp = z.string().optional();
/** `1,2,3`: at most 200 classes. */
const classIdsText = z
  .string()
  .regex(/^\d+(,\d+){0,199}$/)
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(idSchema));

const classCardsSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  studentCount: z.number().int(),
  cardCount: z.number().int(),
});

export const adminQrCalls = {
  getQRCodeSchool: { query: z.object({ schoolId: positive, timestamp }), response: z.array(classCardsSchema) },
  exportAllStuQRCode: { query: z.object({ classId: positive, timestamp }), response: RAW_REPLY },
  exportStuQRCode: { query: z.object({ userId: positive, timestamp }), response: RAW_REPLY },
  resetStuQRCode: { body: z.object({ userIds: idList }), response: countResultSchema },
  downloadTemplate: { query: z.object({ classId: positive, timestamp }), response: RAW_REPLY },
  batchDownloadTemplate: { query: z.object({ classIds: classIdsText, timestamp }), response: RAW_REPLY },
  schoolDownloadTemplate: { query: z.object({ schoolId: positive, timestamp }), response: RAW_REPLY },
  qrSignIn: { query: z.object({ code: z.string().min(1).max(200) }), response: RAW_REPLY },
} satisfies CallShapes;
