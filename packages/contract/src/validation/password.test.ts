import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordChangeSchema, passwordSchema } from './password.js';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('password', () => {
  it('is required', () => {
    expect(messagesOf(passwordSchema.safeParse(''))).toEqual([':validation.password.required']);
    expect(messagesOf(passwordSchema.safeParse(undefined))).toEqual([':validation.password.required']);
  });

  it('takes 6 to 16 characters: 5 and 17 fail, 6 and 16 pass', () => {
    expect(isPasswordValid('abc12')).toBe(false);
    expect(isPasswordValid('abc123')).toBe(true);
    expect(isPasswordValid('abcdefgh12345678')).toBe(true);
    expect(isPasswordValid('abcdefgh123456789')).toBe(false);
  });

  it('needs at least two of letters, digits and special symbols', () => {
    expect(isPasswordValid('abcdef')).toBe(false);
    expect(isPasswordValid('123456')).toBe(false);
    expect(isPasswordValid('!@#$%^')).toBe(false);
    expect(isPasswordValid('abc!@#')).toBe(true);
    expect(isPasswordValid('123!@#')).toBe(true);
    expect(isPasswordValid('Abc123!')).toBe(true);
  });

  it('refuses spaces and characters outside the keyboard set', () => {
    expect(isPasswordValid('abc 123')).toBe(false);
    expect(isPasswordValid('密码abc123')).toBe(false);
  });

  it('reports the format message', () => {
    expect(messagesOf(passwordSchema.safeParse('abcdef'))).toEqual([':validation.password.format']);
  });
});

describe('password change', () => {
  it('passes a valid password confirmed identically', () => {
    expect(passwordChangeSchema.safeParse({ password: 'abc123', confirmPassword: 'abc123' }).success).toBe(true);
  });

  it('requires the confirmation', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ password: 'abc123', confirmPassword: '' }))).toEqual([
      'confirmPassword:validation.confirmPassword.required',
    ]);
  });

  it('holds the confirmation to the password rule', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ password: 'abc123', confirmPassword: 'abcdef' }))).toEqual([
      'confirmPassword:validation.password.format',
    ]);
  });

  it('reports a mismatch on the confirmation', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ password: 'abc123', confirmPassword: 'abc124' }))).toEqual([
      'confirmPassword:validation.confirmPassword.mismatch',
    ]);
  });

  it('reports a bad new password on its own field', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ password: '123', confirmPassword: 'abc123' }))).toEqual([
      'password:validation.password.format',
    ]);
  });
});
