import { z } from 'zod';

/** §7 "stamina, with userId, userShardeId, roleId": all optional; they may only name the caller or a bound child. */
export const staminaBodySchema = z
  .object({
    userId: z.coerce.number().int().positive().optional(),
    userShardeId: z.coerce.number().int().optional(),
    roleId: z.coerce.number().int().optional(),
  })
  .default({});

export const updateTaskStaminaBodySchema = z.object({
  gradeId: z.number().int().positive(),
  maxFinish: z.number().int().min(0).max(100),
  recentlyDay: z.number().int().min(1).max(30),
});
