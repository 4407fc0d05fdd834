import { describe, expect, it } from 'vitest';
import { loginNameSchema } from './account.js';
import { mobilePhoneSchema } from './phone.js';
import { schoolIdSchema } from './school.js';
import { userNameSchema } from './name.js';
import type { z } from 'zod';

/** The message keys a schema reports for a value, in order; empty when the value passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('account (loginName)', () => {
  it('is required, with only the required message', () => {
    expect(messagesOf(loginNameSchema, '')).toEqual(['validation.account.required']);
    expect(messagesOf(loginNameSchema, undefined)).toEqual(['validation.account.required']);
  });

  it('takes 6 to 30 characters: 5 and 31 fail, 6 and 30 pass', () => {
    expect(messagesOf(loginNameSchema, 'abcde')).toEqual(['validation.account.format']);
    expect(messagesOf(loginNameSchema, 'abcdef')).toEqual([]);
    expect(messagesOf(loginNameSchema, 'a'.repeat(30))).toEqual([]);
    expect(messagesOf(loginNameSchema, 'a'.repeat(31))).toEqual(['validation.account.format']);
  });

  it('allows letters, digits, underscore, @ and hyphen only', () => {
    expect(messagesOf(loginNameSchema, 'Stu_01@school-a')).toEqual([]);
    for (const bad of ['stu 001', 'stu.001', '学生账号123', 'stu#001']) {
      expect(messagesOf(loginNameSchema, bad)).toEqual(['validation.account.format']);
    }
  });
});

describe('name', () => {
  it('is required', () => {
    expect(messagesOf(userNameSchema, '')).toEqual(['validation.name.required']);
    expect(messagesOf(userNameSchema, null)).toEqual(['validation.name.required']);
  });

  it('takes 2 to 30 Chinese or English letters, digits and the middle dot', () => {
    for (const good of ['张三', '阿依古丽·买买提', 'Li Lei'.replace(' ', ''), 'Tom2', '李'.repeat(30)]) {
      expect(messagesOf(userNameSchema, good)).toEqual([]);
    }
    for (const bad of ['张', '李'.repeat(31), 'Li Lei', '张三!', '张_三']) {
      expect(messagesOf(userNameSchema, bad)).toEqual(['validation.name.format']);
    }
  });
});

describe('mobile phone', () => {
  it('is 11 digits starting with 1 then 3-9', () => {
    expect(messagesOf(mobilePhoneSchema, '13812345678')).toEqual([]);
    expect(messagesOf(mobilePhoneSchema, '19912345678')).toEqual([]);
    for (const bad of ['12812345678', '1381234567', '138123456789', '23812345678', '1381234567a', '', undefined]) {
      expect(messagesOf(mobilePhoneSchema, bad)).toEqual(['validation.phone.format']);
    }
  });
});

describe('school on the personal-info tab', () => {
  it('must be a chosen school id', () => {
    expect(messagesOf(schoolIdSchema, 12)).toEqual([]);
    for (const missing of [undefined, null, 0, -3, 1.5, '12']) {
      expect(messagesOf(schoolIdSchema, missing)).toEqual(['validation.school.required']);
    }
  });
});
