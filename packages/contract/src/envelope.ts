/**
 * The §8 response envelope and the business error codes both sides share.
 * HTTP statuses carry session and routing failures (401, 402, 403, 404, 400, 701);
 * every business or validation failure is an HTTP 200 with `success: false`.
 */

export const ErrorCode = {
  /** Input failed a §5 rule or a schema. */
  ValidationFailed: 10001,
  /** The record does not exist, or belongs to someone the caller may not see. */
  NotFound: 10004,
  /** The write would duplicate something that must be unique. */
  Conflict: 10009,
  /** Too many attempts; try again later. */
  RateLimited: 10029,
  /** Account or password wrong. */
  InvalidCredentials: 11001,
  /** The account is disabled. */
  AccountDisabled: 11002,
  /** A verification code is wrong, used or expired. */
  InvalidVerificationCode: 11003,
  /** The transport-encrypted value could not be opened, or was replayed. */
  InvalidCiphertext: 11004,
  /** The state of the task forbids this answer action (§4 answer-disable decision). */
  AnswerDisabled: 20001,
  /** The student's stamina for the window is used up (§5 stamina block). */
  StaminaExhausted: 20002,
  /** The request is well formed but the business state does not allow it. */
  NotAllowed: 20003,
  /** An unexpected server fault; details are in the log, never in the reply. */
  Internal: 50000,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP statuses with a meaning of their own in §8. */
export const HttpStatus = {
  Ok: 200,
  UserTypeIncorrect: 400,
  Unauthenticated: 401,
  IdleSession: 402,
  Forbidden: 403,
  NoSuchCall: 404,
  ServerMessage: 701,
} as const;

export interface SuccessEnvelope<T> {
  status: 'success';
  success: true;
  code: 200;
  data: T;
  message: string;
  msg: string;
}

export interface FailureEnvelope {
  status: 'error';
  success: false;
  code: number;
  message: string;
  msg: string;
  data: null;
  /** Where the client goes: the no-permission page on 403. */
  url?: string;
  /** Per-field messages (i18n keys) when validation failed. */
  errors?: FieldError[];
}

export interface FieldError {
  path: string;
  message: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(data: T, message = 'success'): SuccessEnvelope<T> {
  return { status: 'success', success: true, code: 200, data, message, msg: message };
}

export function fail(
  code: number,
  message: string,
  extra: { url?: string; errors?: FieldError[] } = {},
): FailureEnvelope {
  return { status: 'error', success: false, code, message, msg: message, data: null, ...extra };
}

/** §8: a body is a success when status is 'success', the success flag is true, or code is 200. */
export function isSuccessEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as { status?: unknown; success?: unknown; code?: unknown };
  return candidate.status === 'success' || candidate.success === true || Number(candidate.code) === 200;
}

/** §8: the server's text for a failure, `message` first, then `msg`. */
export function envelopeMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const candidate = body as { message?: unknown; msg?: unknown };
  if (typeof candidate.message === 'string' && candidate.message) return candidate.message;
  if (typeof candidate.msg === 'string') return candidate.msg;
  return '';
}
