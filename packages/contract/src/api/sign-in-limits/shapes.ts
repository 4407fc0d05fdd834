import { z } from 'zod';
import { idSchema } from '../../validation/id.js';
import type { CallShapes } from '../define.js';

/*
 * Ours (docs/decisions.md, "Sign-in limits"): wrong passwords slow an account down and close
 * it to the address they came from; a school admin or the student's head teacher may lift that.
 */

export const signInLimitsCalls = {
  /** Clears every sign-in counter and wait of the account; answers like a missing user out of scope. */
  unlockSignIn: {
    body: z.object({ userId: idSchema }),
    response: z.null(),
  },
} satisfies CallShapes;
