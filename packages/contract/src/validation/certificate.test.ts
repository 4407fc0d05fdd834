import { describe, expect, it } from 'vitest';
import { buildIdCard } from '../test-support/factories.js';
import {
  STUDENT_IDENTITY_OPTIONS,
  certificateCodeSchema,
  certificateTypeSchema,
  validateCertificate,
} from './certificate.js';

describe('certificate type', () => {
  it('is required and one of 1 to 6', () => {
    for (const type of [1, 2, 3, 4, 5, 6]) expect(certificateTypeSchema.safeParse(type).success).toBe(true);
    for (const type of [0, 7, undefined, '1']) {
      const result = certificateTypeSchema.safeParse(type);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.certificateType.required']);
    }
  });
});

describe('certificate code schema', () => {
  it('is required and at most 20 long', () => {
    expect(certificateCodeSchema.safeParse('E12345678').success).toBe(true);
    expect(certificateCodeSchema.safeParse('A'.repeat(20)).success).toBe(true);
    expect(certificateCodeSchema.safeParse('A'.repeat(21)).error?.issues[0]?.message).toBe(
      'validation.certificateCode.tooLong',
    );
    expect(certificateCodeSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'validation.certificateCode.required',
    ]);
  });
});

describe('validateCertificate', () => {
  it('needs a type', () => {
    expect(validateCertificate(undefined, 'E12345678')).toBe('validation.certificateType.required');
    expect(validateCertificate(9, 'E12345678')).toBe('validation.certificateType.required');
  });

  it('needs a code of at most 20 characters', () => {
    expect(validateCertificate(3, undefined)).toBe('validation.certificateCode.required');
    expect(validateCertificate(3, '')).toBe('validation.certificateCode.required');
    expect(validateCertificate(3, 'E'.repeat(20))).toBeNull();
    expect(validateCertificate(3, 'E'.repeat(21))).toBe('validation.certificateCode.tooLong');
  });

  it('applies the ID card rule to type 1, passing its options on', () => {
    expect(validateCertificate(1, buildIdCard())).toBeNull();
    expect(validateCertificate(1, '12345')).toBe('validation.idCard.format');
    const born2001 = buildIdCard({ birth: { year: 2001, month: 6, day: 1 } });
    expect(validateCertificate(1, born2001)).toBeNull();
    expect(validateCertificate(1, born2001, STUDENT_IDENTITY_OPTIONS)).toBe('validation.idCard.bornBefore2002');
    expect(validateCertificate(1, buildIdCard(), { birthDate: '2010-03-16' })).toBe('validation.idCard.birthMismatch');
  });

  it('refuses Chinese characters in the other types, and only there', () => {
    for (const type of [2, 3, 4, 5, 6]) {
      expect(validateCertificate(type, 'H123456中')).toBe('validation.certificateCode.chinese');
      expect(validateCertificate(type, 'H1234567-89')).toBeNull();
    }
  });
});
