import type { FieldError } from '@pingjia/contract';

/** Why a call did not produce data: a §8 business failure, an HTTP status, a network failure or the timeout. */
export type RequestErrorKind = 'business' | 'http' | 'network' | 'timeout';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** The envelope's ErrorCode for business failures, the HTTP status otherwise (0 without a response). */
  readonly code: number;
  readonly errors: FieldError[];

  constructor(kind: RequestErrorKind, code: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
    this.errors = errors;
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}
