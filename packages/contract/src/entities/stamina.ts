import { z } from 'zod';
import { INT4_MAX } from '../validation/id.js';

/**
 * §3 task stamina: at most maxFinish finished activities within the last recentlyDay days
 * (today included); dayFinish is how many the student finished in that window.
 * maxFinish 0 means no limit is set.
 */
export const taskStaminaSchema = z.object({
  maxFinish: z.number().int().nonnegative(),
  dayFinish: z.number().int().nonnegative(),
  recentlyDay: z.number().int().positive().max(INT4_MAX),
});

/** §3 stamina: finished activities per day, and the limit. */
export const staminaSchema = z.object({
  staminaVOList: z.array(z.object({ dateTime: z.string(), finishNum: z.number().int().nonnegative() })),
  taskStaminaVO: taskStaminaSchema.nullable(),
});

export type TaskStamina = z.infer<typeof taskStaminaSchema>;
export type Stamina = z.infer<typeof staminaSchema>;
