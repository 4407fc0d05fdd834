import { report, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type ReportReadQuery = RouteInput<typeof report.updateReportReadStatus>['body'];

/** Records that the caller (a student, or a parent for the child) has opened the report (reportRead). */
export async function markReportRead(query: ReportReadQuery): Promise<void> {
  // Quiet: not being able to record the read must not interrupt the reader with a toast.
  await http.request(report.updateReportReadStatus, { body: query, quiet: true });
}
