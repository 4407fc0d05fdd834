import { defineGroup, post } from '../define.js';
import type { signInLimitsCalls } from './shapes.js';

/** Lifting an account's sign-in limits (a school admin their school's people, a head teacher their class's students). */
export const signInLimits = defineGroup<typeof signInLimitsCalls>()('signInLimits', {
  unlockSignIn: post('/wj/api/user/unlockSignIn', 'unlockSignIn'),
});
