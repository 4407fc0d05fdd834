import { ErrorCode, type FieldError, type Locale } from '@pingjia/contract';
import { AppError, type LocalizedText } from './app-error.js';

export interface RefusalOptions {
  /** HTTP 200 unless said otherwise (§8: a business refusal is a failure envelope, not an HTTP error). */
  httpStatus?: number;
  errors?: FieldError[];
}

/** A refusal of one module's catalogue: an AppError whose key is an entry of that catalogue. */
export type Refusal<K extends string> = AppError & { readonly key: K };

/**
 * What a module gets for its catalogue: call it to make a refusal to throw
 * (`throw adminRefusal(ErrorCode.Conflict, 'loginNameTaken')`).
 */
export interface Refusals<K extends string> {
  (code: number, key: K, options?: RefusalOptions): Refusal<K>;
  /** The entry in the caller's locale, for a text shown without being thrown (an import's row result). */
  text(key: K, locale: Locale): string;
  /** Whether a stored key names an entry of this catalogue. */
  has(key: string): key is K;
  /** Whether an error is a refusal of this catalogue (and not another module's or the platform's). */
  isOwn(error: unknown): error is Refusal<K>;
}

/** A module declares its refusal texts once (key → text in every locale) and refuses with their keys. */
export function defineRefusals<K extends string>(catalogue: Readonly<Record<K, LocalizedText>>): Refusals<K> {
  // One class per catalogue, so `isOwn` tells this catalogue's refusals from every other error.
  class OwnRefusal extends AppError {
    declare readonly key: K;
  }
  const refuse = (code: number, key: K, options?: RefusalOptions): Refusal<K> =>
    new OwnRefusal(code, { key, text: catalogue[key] }, options);
  return Object.assign(refuse, {
    text: (key: K, locale: Locale) => catalogue[key][locale],
    has: (key: string): key is K => Object.hasOwn(catalogue, key),
    isOwn: (error: unknown): error is Refusal<K> => error instanceof OwnRefusal,
  });
}

/** Out of scope and missing are the same answer (§8), so an id tells nothing about others' records. */
export const notFound = (): AppError => new AppError(ErrorCode.NotFound, 'notFound');
