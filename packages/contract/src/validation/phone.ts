import { z } from 'zod';

/** §5 mobile phone: 11 digits, a 1 then 3-9. */
export const MOBILE_PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const mobilePhoneSchema = z
  .string({ error: 'validation.phone.format' })
  .regex(MOBILE_PHONE_PATTERN, { error: 'validation.phone.format' });
