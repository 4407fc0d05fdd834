import { z } from 'zod';

/** §5 account: 6-30 of letters, digits, underscore, @ and hyphen. */
const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_@-]{6,30}$/;

export const loginNameSchema = z
  .string({ error: 'validation.account.required' })
  .min(1, { error: 'validation.account.required', abort: true })
  .regex(LOGIN_NAME_PATTERN, { error: 'validation.account.format' });
