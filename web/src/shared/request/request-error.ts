import type { FieldError } from '@pingjia/contract';

/**
 * Why a call did not produce data: a §8 business failure, an HTTP status, a network failure, the
 * timeout, or a §8 body status 701 (the server's message was shown in place of data; not a failure).
 */
export type RequestErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'message';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** The envelope's ErrorCode for business failures, the HTTP status otherwise (0 without a response, 701 for a message). */
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
