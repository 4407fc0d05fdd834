import { z } from 'zod';

/** Printable ASCII without the space: letters, digits and the special symbols a keyboard types. */
const PASSWORD_CHARS = /^[\x21-\x7e]{6,16}$/;
const KINDS = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/];

/** §5 password: 6-16 characters mixing at least two of letters, digits and special symbols. */
export function isPasswordValid(password: string): boolean {
  return PASSWORD_CHARS.test(password) && KINDS.filter((kind) => kind.test(password)).length >= 2;
}

export const passwordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required', abort: true })
  .refine(isPasswordValid, { error: 'validation.password.format' });

const confirmPasswordSchema = z
  .string({ error: 'validation.confirmPassword.required' })
  .min(1, { error: 'validation.confirmPassword.required', abort: true })
  .refine(isPasswordValid, { error: 'validation.password.format' });

/**
 * §5 password change in plain text: the browser form validates it before sealing, and the
 * server validates it again after opening the sealed values.
 */
export const passwordChangeSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine((change) => change.password === change.confirmPassword, {
    error: 'validation.confirmPassword.mismatch',
    path: ['confirmPassword'],
    // One message per field: a mismatch is only worth saying once both values follow the rule.
    when: (payload) => payload.issues.length === 0,
  });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
