/** A reset's reason (§2 assessmentRecovery), in characters once trimmed: the shape and the dialog read it. */
export const RESET_REASON_LENGTH = { min: 2, max: 200 } as const;

/** Whether a typed reason fits, as the server's schema will judge it. */
export function isResetReasonValid(reason: string): boolean {
  const { length } = reason.trim();
  return length >= RESET_REASON_LENGTH.min && length <= RESET_REASON_LENGTH.max;
}
