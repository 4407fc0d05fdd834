import { idCardCheckChar, validateIdCard } from '@pingjia/contract';

/** A valid 18-digit ID card number: region, birth date, sequence and the computed check character. */
export function makeIdCard(regionCode: string, birth: string, sequence: string): string {
  const first17 = `${regionCode}${birth}${sequence}`;
  const code = `${first17}${idCardCheckChar(first17)}`;
  const result = validateIdCard(code, { requireBornFrom2002: true });
  if (!result.ok) throw new Error(`demo ID card ${code} fails the contract rule: ${result.message}`);
  return code;
}
