import { z } from 'zod';

export const roleSwitchQuerySchema = z.object({
  /** The role to make current; absent means "read only". */
  roleIds: z.coerce.number().int().optional(),
  timestamp: z.string().optional(),
});

export const checkUserIdQuerySchema = z.object({
  userId: z.coerce.number().int(),
  timestamp: z.string().optional(),
});
