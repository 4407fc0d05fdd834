/** An item's parameters under the three-parameter logistic model (2PL when `c` is 0). */
export interface ItemParameters {
  /** discrimination */
  a: number;
  /** difficulty */
  b: number;
  /** guessing (lower asymptote) */
  c: number;
}

/** Probability of a correct answer at ability `theta` (logistic metric, no 1.7 scaling constant). */
export function probabilityCorrect(theta: number, item: ItemParameters): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}

/**
 * Fisher information of a 3PL item at `theta`: a²·(Q/P)·((P − c)/(1 − c))². It reduces to the
 * 2PL's a²·P·Q when c is 0, and peaks a little above b when guessing is possible.
 */
export function itemInformation(theta: number, item: ItemParameters): number {
  const p = probabilityCorrect(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const share = (p - item.c) / (1 - item.c);
  return item.a * item.a * (q / p) * share * share;
}
