import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { CERTIFICATE_TYPES, CertificateType, isCertificateType } from '../entities/certificate-type.js';
import type { MessageKey } from '../i18n/messages.js';
import { validateIdCard, type IdCardOptions } from './id-card.js';

const CHINESE = /\p{Script=Han}/u;

/** §5: a student's identity (binding a child, creating or importing a student) is born 2002 or later. */
export const STUDENT_IDENTITY_OPTIONS: Readonly<IdCardOptions> = Object.freeze({ requireBornFrom2002: true });

const certificateTypeRequired = { error: 'validation.certificateType.required', abort: true } as const;

/** One of the §3 types; the bounds, implied by the types, say that it fits the database (input-bounds.test.ts). */
export const certificateTypeSchema = z
  .number(certificateTypeRequired)
  .min(Math.min(...CERTIFICATE_TYPES), certificateTypeRequired)
  .max(Math.max(...CERTIFICATE_TYPES), certificateTypeRequired)
  .refine(isCertificateType, certificateTypeRequired);

/** The type-independent part of the §5 certificate code rule; `validateCertificate` adds the rest. */
export const certificateCodeSchema = z
  .string({ error: 'validation.certificateCode.required' })
  .min(1, { error: 'validation.certificateCode.required', abort: true })
  .max(LIMITS.certificateCodeMax, { error: 'validation.certificateCode.tooLong' });

/**
 * §5 certificate: type required; code required and at most 20 long; an ID card must pass
 * the ID rule, any other type must not contain Chinese characters. Null when valid.
 */
export function validateCertificate(
  type: number | undefined,
  code: string | undefined,
  options: IdCardOptions = {},
): MessageKey | null {
  if (type === undefined || !isCertificateType(type)) return 'validation.certificateType.required';
  if (!code) return 'validation.certificateCode.required';
  if (code.length > LIMITS.certificateCodeMax) return 'validation.certificateCode.tooLong';
  if (type === CertificateType.idCard) {
    const idCard = validateIdCard(code, options);
    return idCard.ok ? null : idCard.message;
  }
  return CHINESE.test(code) ? 'validation.certificateCode.chinese' : null;
}
