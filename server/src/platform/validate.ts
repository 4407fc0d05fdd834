import type { z } from 'zod';
import { ValidationError } from './app-error.js';

/** Applies a contract schema to plain values (after opening sealed fields); failures become §8 validation failures. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
