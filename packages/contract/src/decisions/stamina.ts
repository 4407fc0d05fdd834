import { DEFAULT_STAMINA } from '../constants.js';
import type { TaskStamina } from '../entities/stamina.js';
import { RoleCode } from '../roles.js';

export interface DerivedStamina {
  dayMaxFinish: number;
  dayFinish: number;
  isDayFinish: boolean;
  recentlyDay: number;
}

/**
 * §3 derived stamina, with the §9 defaults (limit 0, window 3 days) for a missing value.
 * The remaining count is dayMaxFinish − dayFinish; "remaining day count is zero" (§5) means
 * a limit is set and the finished activities of the window have used it up. A limit of 0
 * means none is set, so it never blocks.
 */
export function deriveStamina(vo: Partial<TaskStamina> | undefined | null): DerivedStamina {
  const dayMaxFinish = vo?.maxFinish ?? DEFAULT_STAMINA.dayMaxFinish;
  const dayFinish = vo?.dayFinish ?? 0;
  return {
    dayMaxFinish,
    dayFinish,
    isDayFinish: dayMaxFinish > 0 && dayFinish >= dayMaxFinish,
    recentlyDay: vo?.recentlyDay ?? DEFAULT_STAMINA.recentlyDay,
  };
}

export interface StaminaBlockInput {
  stamina: DerivedStamina;
  roleCode: number;
  /** '1' when the activity, or its task group, is exempt from the limit. */
  activityPassed?: string | undefined;
  groupPassed?: string | undefined;
  accountType?: string | undefined;
  openTest?: boolean | undefined;
  /**
   * The activity's first finish is already in the count (a re-answer, or a hand-in after an admin's
   * reset): handing it in again finishes nothing new, so the limit never holds it.
   */
  alreadyCounted: boolean;
}

export type StaminaBlock = { blocked: false } | { blocked: true; message: 'stamina.exhausted'; days: number };

/** §5 stamina block and its exceptions; the message takes the window length as {{days}}. */
export function staminaBlock(input: StaminaBlockInput): StaminaBlock {
  const exempt =
    input.alreadyCounted ||
    input.roleCode !== RoleCode.student ||
    input.activityPassed === '1' ||
    input.groupPassed === '1' ||
    (input.accountType === '1' && input.openTest === true);
  if (exempt || !input.stamina.isDayFinish) return { blocked: false };
  return { blocked: true, message: 'stamina.exhausted', days: input.stamina.recentlyDay };
}
