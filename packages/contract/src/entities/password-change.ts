import { z } from 'zod';
import { sealedValueSchema } from '../crypto/sealed-value.js';

/**
 * §3 password change payload on the wire: both fields sealed. The server opens them and
 * applies `passwordChangeSchema` to the plain text.
 */
export const passwordChangePayloadSchema = z.object({
  password: sealedValueSchema,
  confirmPassword: sealedValueSchema,
});

export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;
