import { describe, expect, it } from 'vitest';
import { maskCertificateCode } from './mask.js';

describe('maskCertificateCode', () => {
  it('keeps the first and last four of an ID card number', () => {
    expect(maskCertificateCode('110101201303150317')).toBe('1101**********0317');
  });

  it('never shows a short code whole', () => {
    expect(maskCertificateCode('E1234567')).toBe('******67');
    expect(maskCertificateCode('AB12')).toBe('****');
  });
});
