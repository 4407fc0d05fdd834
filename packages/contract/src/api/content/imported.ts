import { z } from 'zod';

/**
 * The body of an import call: typed as the definition an author writes, but checked by the
 * server's importer rather than by the route, so every error comes back with its JSON path as
 * the author reads it (`items[3].options[1].score`) under the import's own refusal.
 */
export function checkedByImporter<S extends z.ZodType>(_definition: S) {
  return z.custom<z.input<S>>();
}
