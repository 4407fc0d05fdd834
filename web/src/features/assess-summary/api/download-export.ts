import { assessment, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** The summary's workbooks, by what they hold. */
export const EXPORT_ROUTES = {
  classDetails: assessment.exportClassDetails,
  gradeDetails: assessment.exportGradeDetails,
  completionStatus: assessment.exportEvaluationCompletionStatus,
  finishRate: assessment.exportFinishRateDetails,
} as const;

export type ExportKind = keyof typeof EXPORT_ROUTES;
export type ExportQuery = RouteInput<typeof assessment.exportClassDetails>['body'];

/**
 * Downloads a workbook of the level shown and hands it to the browser. Failures are thrown with
 * their text, not toasted: the page shows them beside the button that started the export.
 */
export async function downloadExport(kind: ExportKind, query: ExportQuery, fileName: string): Promise<void> {
  const response = await http.request(EXPORT_ROUTES[kind], { body: query, responseType: 'blob', quiet: true });
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
