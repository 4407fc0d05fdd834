/** The phone code can be asked for again 60 s after the last send. */
export const RESEND_AFTER_SECONDS = 60;

/** Whole seconds left until a resend is allowed; 0 when it is allowed now (or nothing was sent). */
export function secondsUntilResend(sentAt: number | null, now: number, waitSeconds = RESEND_AFTER_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + waitSeconds * 1000 - now) / 1000));
}
