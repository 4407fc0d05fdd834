import { z } from 'zod';
import type { CallShapes } from '../define.js';
import { INT4_MAX } from '../../validation/id.js';

const auditListBodySchema = z.object({
  pageIndex: z.coerce.number<number>().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
  action: z.string().max(100).optional(),
  entityType: z.string().max(100).optional(),
});

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actingAsUserId: z.number().int().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});

export const auditCalls = {
  list: {
    body: auditListBodySchema,
    response: z.object({ records: z.array(auditEntrySchema), total: z.number().int() }),
  },
} satisfies CallShapes;
