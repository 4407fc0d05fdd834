import type { FieldError, Locale, MessageKey } from '@pingjia/contract';
import { isMessageKey, translate } from '@pingjia/contract';
import { serverMessage, type ServerMessage } from './messages.js';

/** A text in every locale, as a module's own catalogue holds it. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** An entry of a module's own catalogue (see refusal.ts) with the key that names it. */
export interface CatalogueText {
  key: string;
  text: LocalizedText;
}

/**
 * What an error says: a platform message key, an entry of a module's own catalogue, or a
 * contract message key with its parameters. It is translated once, for the caller's locale.
 */
export type ErrorText =
  ServerMessage | CatalogueText | { contract: MessageKey; params?: Record<string, string | number> };

export function errorText(text: ErrorText, locale: Locale): string {
  if (typeof text === 'string') return serverMessage(text, locale);
  if ('contract' in text) return translate(text.contract, locale, text.params);
  return text.text[locale];
}

function keyOf(text: ErrorText): string {
  if (typeof text === 'string') return text;
  return 'contract' in text ? text.contract : text.key;
}

/** Field errors carry contract message keys or plain texts; keys are translated for the caller. */
export function fieldErrorText(message: string, locale: Locale): string {
  return isMessageKey(message) ? translate(message, locale) : message;
}

/**
 * The one error type of the server. Thrown anywhere, the error handler turns it into
 * the §8 failure envelope (HTTP 200 unless `httpStatus` says otherwise). Its `key` (also its
 * `message`), not a translation, names it in logs and tests.
 */
export class AppError extends Error {
  readonly code: number;
  readonly key: string;
  readonly text: ErrorText;
  readonly httpStatus: number;
  readonly errors: FieldError[] | undefined;

  constructor(code: number, text: ErrorText, options: { httpStatus?: number; errors?: FieldError[] } = {}) {
    super(keyOf(text));
    this.name = 'AppError';
    this.code = code;
    this.key = keyOf(text);
    this.text = text;
    this.httpStatus = options.httpStatus ?? 200;
    this.errors = options.errors;
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
