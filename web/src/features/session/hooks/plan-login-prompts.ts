import { isStudentOrParent } from '@pingjia/contract';

export type LoginPrompt = 'changeDefaultPassword' | 'identityConfirm';

export interface LoginPromptInput {
  roleId: number;
  /** verifyPasswordIsInit; not asked for students and parents. */
  passwordIsInit: boolean;
  showLoginPrompt: boolean;
  /** The local 'showLogin' flag a confirmed prompt leaves behind. */
  hasShowLoginFlag: boolean;
}

/**
 * §4 login prompts in order. Decided once when the role is set, so confirming the
 * password dialog (which stores the flag) does not cancel the identity dialog after it.
 */
export function planLoginPrompts(input: LoginPromptInput): LoginPrompt[] {
  const plan: LoginPrompt[] = [];
  if (!isStudentOrParent(input.roleId) && input.passwordIsInit) plan.push('changeDefaultPassword');
  if (input.showLoginPrompt && !input.hasShowLoginFlag) plan.push('identityConfirm');
  return plan;
}
