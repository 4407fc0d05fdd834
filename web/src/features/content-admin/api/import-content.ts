import { http } from '../../../shared/request';
import { IMPORT_KINDS, type ImportKind } from '../import-kinds';

/** What an importer answers: ids and counts, shown to the admin as they come. */
export type ImportResult = Record<string, unknown>;

/** Quiet: the page lists every path-carrying error itself instead of a single toast. */
export function importContent(kind: ImportKind, body: Record<string, unknown>): Promise<ImportResult> {
  return http.request<ImportResult>(IMPORT_KINDS[kind].route, { body, quiet: true });
}
