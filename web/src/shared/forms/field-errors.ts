import type { FieldError } from '@pingjia/contract';
import { contractText } from '../i18n';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The part of a contract zod schema a form needs (the web does not depend on zod itself). */
export interface ParsingSchema {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Runs a contract schema and returns the first message per field, in the current
 * language, so the form shows the same rule and text the server applies.
 */
export function fieldErrors<K extends string>(schema: ParsingSchema, values: Record<K, unknown>): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= contractText(issue.message);
  }
  return errors;
}

/** The server's per-field messages of a validation failure, in the same shape. */
export function serverFieldErrors<K extends string>(errors: readonly FieldError[]): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const error of errors) {
    const field = error.path.split('.')[0] as K;
    result[field] ??= contractText(error.message);
  }
  return result;
}

interface SingleValueSchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** Lets a one-value contract schema (loginNameSchema, mobilePhoneSchema) check one field of a form. */
export function fieldSchema(field: string, schema: SingleValueSchema): ParsingSchema {
  return {
    safeParse: (value) => {
      const result = schema.safeParse((value as Record<string, unknown>)[field]);
      if (result.success) return { success: true };
      return {
        success: false,
        error: { issues: result.error.issues.map(({ message }) => ({ path: [field], message })) },
      };
    },
  };
}
