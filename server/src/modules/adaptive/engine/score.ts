/** Standard normal distribution function (Abramowitz-Stegun 7.1.26 erf, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * An ability on the 0-100 scale of the reports: the share of the reference population
 * (the standard normal prior) below it, so 0 is 50 and +1 SD is about 84.
 */
export function abilityScore(theta: number): number {
  return Math.round(1000 * normalCdf(theta)) / 10;
}
