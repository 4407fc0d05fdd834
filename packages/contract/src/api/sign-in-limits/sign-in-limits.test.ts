import { describe, expect, it } from 'vitest';
import { rolesWith } from '../../access/capabilities.js';
import { RoleCode } from '../../roles.js';
import { api } from '../index.js';
import { signInLimitsCalls } from './shapes.js';

describe('unlockSignIn', () => {
  it('is a POST for school admins and head teachers only', () => {
    expect(api.signInLimits.unlockSignIn).toMatchObject({
      method: 'POST',
      path: '/wj/api/user/unlockSignIn',
      access: 'unlockSignIn',
    });
    expect(rolesWith('unlockSignIn')).toEqual([RoleCode.schoolAdmin, RoleCode.headmaster]);
  });

  it('names one user by a positive whole id the database can hold', () => {
    const { body } = signInLimitsCalls.unlockSignIn;
    expect(body.parse({ userId: 7 })).toEqual({ userId: 7 });
    for (const userId of [0, -1, 1.5, 2_147_483_648, 'x', undefined]) {
      expect(body.safeParse({ userId }).success).toBe(false);
    }
  });
});
