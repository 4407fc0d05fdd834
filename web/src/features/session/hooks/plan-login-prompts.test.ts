import { RoleCode } from '@pingjia/contract';
import { describe, expect, it } from 'vitest';
import { planLoginPrompts } from './plan-login-prompts';

const base = { passwordIsInit: true, showLoginPrompt: true, hasShowLoginFlag: false };

describe('planLoginPrompts', () => {
  it('asks staff with a default password to change it first, then to confirm identity', () => {
    expect(planLoginPrompts({ ...base, roleId: RoleCode.schoolAdmin })).toEqual([
      'changeDefaultPassword',
      'identityConfirm',
    ]);
  });

  it('never shows the password dialog to students and parents', () => {
    expect(planLoginPrompts({ ...base, roleId: RoleCode.student })).toEqual(['identityConfirm']);
    expect(planLoginPrompts({ ...base, roleId: RoleCode.parent })).toEqual(['identityConfirm']);
  });

  it('skips the identity dialog when the flag is stored or the server says not to prompt', () => {
    expect(planLoginPrompts({ ...base, roleId: RoleCode.teacher, hasShowLoginFlag: true })).toEqual([
      'changeDefaultPassword',
    ]);
    expect(
      planLoginPrompts({ ...base, roleId: RoleCode.teacher, passwordIsInit: false, showLoginPrompt: false }),
    ).toEqual([]);
  });
});
