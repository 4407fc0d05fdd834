import type { RouteData, RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { IMPORT_KINDS, type ImportKind, type ImportRoute } from '../import-kinds';

/** What an importer answers: ids and counts, shown to the admin as they come. */
export type ImportResult = RouteData<ImportRoute>;

type Definition = RouteInput<ImportRoute>['body'];

/**
 * The file's JSON goes as the admin wrote it: the importer checks it, and the page lists every
 * path-carrying error itself instead of a single toast (quiet).
 */
export function importContent(kind: ImportKind, body: Record<string, unknown>): Promise<ImportResult> {
  return http.request(IMPORT_KINDS[kind].route, { body: body as Definition, quiet: true });
}
