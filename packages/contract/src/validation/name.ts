import { z } from 'zod';

/** §5 name: 2-30 of Chinese characters, English letters, digits and the middle dot of transcribed names. */
const USER_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9·]{2,30}$/u;

export const userNameSchema = z
  .string({ error: 'validation.name.required' })
  .min(1, { error: 'validation.name.required', abort: true })
  .regex(USER_NAME_PATTERN, { error: 'validation.name.format' });
