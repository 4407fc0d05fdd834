import type { ErrorCode } from '@pingjia/contract';
import type { ServerMessage } from './messages.js';

/**
 * The one error type of the server. Thrown anywhere, the error handler turns it into
 * the §8 failure envelope (HTTP 200 unless `httpStatus` says otherwise).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: ServerMessage;
  readonly httpStatus: number;

  constructor(code: ErrorCode, messageKey: ServerMessage, options: { httpStatus?: number } = {}) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

export interface Issue {
  path: string;
  /** A contract MessageKey, translated for the caller by the error handler. */
  message: string;
}

/** Input that passed the wire schema but failed a rule checked after opening or loading something. */
export class ValidationError extends Error {
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    super(issues[0]?.message ?? 'validation failed');
    this.name = 'ValidationError';
    this.issues = issues;
  }
}
