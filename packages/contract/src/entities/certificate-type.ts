import type { MessageKey } from '../i18n/messages.js';

/** §3 certificate types, by the number the API carries. */
export const CertificateType = {
  idCard: 1,
  hkMacauTaiwanPass: 2,
  passport: 3,
  overseasPermanentResidence: 4,
  hkMacauResidencePermit: 5,
  taiwanResidencePermit: 6,
} as const;

export type CertificateType = (typeof CertificateType)[keyof typeof CertificateType];

export const CERTIFICATE_TYPES: readonly CertificateType[] = Object.values(CertificateType);

export function isCertificateType(value: unknown): value is CertificateType {
  return CERTIFICATE_TYPES.includes(value as CertificateType);
}

/** The label key of each type, for selects in both locales. */
export function certificateTypeLabel(type: CertificateType): MessageKey {
  return `certificateType.${type}`;
}
