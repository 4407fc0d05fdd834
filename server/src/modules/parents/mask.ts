/**
 * The one masking rule for identity numbers (PIPL): the first four and last four characters
 * stay, every other one becomes '*' (1101**********1234). Shorter codes keep at most their
 * last two, so a short passport number is never shown whole.
 */
export function maskCertificateCode(code: string): string {
  if (code.length <= 4) return '*'.repeat(code.length);
  if (code.length <= 8) return `${'*'.repeat(code.length - 2)}${code.slice(-2)}`;
  return `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}`;
}
