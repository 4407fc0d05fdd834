import { z } from 'zod';
import { menuItemSchema } from '../../entities/menu.js';
import type { CallShapes } from '../define.js';

const platformListQuerySchema = z.object({ roleId: z.coerce.number<number>().int(), timestamp: z.string().optional() });

export const sdkCalls = {
  getPlatformListByRoleId: { query: platformListQuerySchema, response: z.array(menuItemSchema) },
  logout: { response: z.null() },
} satisfies CallShapes;
