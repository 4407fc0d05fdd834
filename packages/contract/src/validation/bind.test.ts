import { describe, expect, it } from 'vitest';
import { generateTransportKeyPair, sealForServer } from '../crypto/transport.js';
import { buildIdCard } from '../test-support/factories.js';
import { accountBindSchema, bindPayloadSchema, confirmBindSchema, personalInfoBindSchema } from './bind.js';

const personalInfo = {
  userName: '王小明',
  schoolId: 7,
  certificateType: 1,
  certificateCode: buildIdCard({ birth: { year: 2012, month: 9, day: 1 } }),
};

function issuesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('account bind (plain text)', () => {
  it('needs the account rule and a password, whatever its strength', () => {
    expect(accountBindSchema.safeParse({ loginName: 'student01', password: '123456' }).success).toBe(true);
    expect(issuesOf(accountBindSchema.safeParse({ loginName: 'stu', password: '' }))).toEqual([
      'loginName:validation.account.format',
      'password:validation.password.required',
    ]);
  });
});

describe('personal-info bind (plain text)', () => {
  it('accepts a child born 2002 or later', () => {
    expect(personalInfoBindSchema.safeParse(personalInfo).success).toBe(true);
  });

  it('requires the school', () => {
    expect(issuesOf(personalInfoBindSchema.safeParse({ ...personalInfo, schoolId: undefined }))).toEqual([
      'schoolId:validation.school.required',
    ]);
  });

  it('holds a child ID card to the 2002 rule', () => {
    const born2001 = buildIdCard({ birth: { year: 2001, month: 12, day: 31 } });
    expect(issuesOf(personalInfoBindSchema.safeParse({ ...personalInfo, certificateCode: born2001 }))).toEqual([
      'certificateCode:validation.idCard.bornBefore2002',
    ]);
  });

  it('refuses Chinese in a passport number', () => {
    expect(
      issuesOf(personalInfoBindSchema.safeParse({ ...personalInfo, certificateType: 3, certificateCode: 'E护照123' })),
    ).toEqual(['certificateCode:validation.certificateCode.chinese']);
  });
});

describe('confirming a chosen account (type 3)', () => {
  it('needs an account to be chosen', () => {
    expect(confirmBindSchema.safeParse({ ...personalInfo, loginName: 'student01' }).success).toBe(true);
    expect(issuesOf(confirmBindSchema.safeParse({ ...personalInfo, loginName: '' }))).toEqual([
      'loginName:bind.chooseAccount',
    ]);
    expect(issuesOf(confirmBindSchema.safeParse(personalInfo))).toEqual(['loginName:bind.chooseAccount']);
  });
});

describe('bind payload on the wire', () => {
  const key = generateTransportKeyPair();
  const sealed = sealForServer('secret', key);

  it('takes each type with its sealed field', () => {
    expect(bindPayloadSchema.safeParse({ type: 1, loginName: 'student01', password: sealed }).success).toBe(true);
    expect(bindPayloadSchema.safeParse({ type: 2, ...personalInfo, certificateCode: sealed }).success).toBe(true);
    expect(
      bindPayloadSchema.safeParse({ type: 3, loginName: 'student01', ...personalInfo, certificateCode: sealed })
        .success,
    ).toBe(true);
  });

  it('refuses a plain-text password or certificate code', () => {
    expect(issuesOf(bindPayloadSchema.safeParse({ type: 1, loginName: 'student01', password: 'abc123' }))).toEqual([
      'password:transport.invalid',
    ]);
    expect(issuesOf(bindPayloadSchema.safeParse({ type: 2, ...personalInfo }))).toEqual([
      'certificateCode:transport.invalid',
    ]);
  });

  it('refuses an unknown type', () => {
    expect(bindPayloadSchema.safeParse({ type: 4, loginName: 'student01', password: sealed }).success).toBe(false);
  });
});
