import { z } from 'zod';
import { menuItemSchema } from '../../entities/menu.js';
import type { CallShapes } from '../define.js';
import { int4Schema } from '../../validation/id.js';

const platformListQuerySchema = z.object({
  roleId: int4Schema,
  /** §2 platformCode of the entry link; absent means the deployment's own platform. */
  platformCode: z.string().trim().min(1).max(64).optional(),
  timestamp: z.string().optional(),
});

export const sdkCalls = {
  getPlatformListByRoleId: { query: platformListQuerySchema, response: z.array(menuItemSchema) },
  logout: { response: z.null() },
} satisfies CallShapes;
