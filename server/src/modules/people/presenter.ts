import { maskCertificateCode } from '../parents/mask.js';

/** Identity numbers leave the server masked by the platform's one rule (PIPL). */
export function maskCertificate(code: string | null): string | null {
  return code ? maskCertificateCode(code) : null;
}

export { maskPhone } from '../accounts/presenter.js';
