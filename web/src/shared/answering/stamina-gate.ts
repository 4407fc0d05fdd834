import { staminaBlock } from '@pingjia/contract';
import type { DerivedStamina } from '@pingjia/contract';
import type { UserInfo } from '../stores/user-store';
import { showToast } from '../feedback/toast';
import { i18n, CONTRACT_NS } from '../i18n';

export interface StaminaGateInput {
  stamina: DerivedStamina;
  roleCode: number;
  userInfo: UserInfo | null;
  activityPassed: string;
  groupPassed: string;
  /** The reply's `staminaCounted`: the activity's first finish is already counted, so the limit never holds it. */
  alreadyCounted: boolean;
}

/**
 * §5 stamina block, as every answer button applies it: when blocked, the info toast with
 * the spec's text (naming the window's N days) and false, so the caller sends nothing.
 */
export function passesStaminaGate(input: StaminaGateInput): boolean {
  const block = staminaBlock({
    stamina: input.stamina,
    roleCode: input.roleCode,
    activityPassed: input.activityPassed,
    groupPassed: input.groupPassed,
    accountType: input.userInfo?.accountType,
    openTest: input.userInfo?.openTest === true,
    alreadyCounted: input.alreadyCounted,
  });
  if (!block.blocked) return true;
  showToast(i18n.t(block.message, { ns: CONTRACT_NS, keySeparator: false, days: block.days }), 'info');
  return false;
}
