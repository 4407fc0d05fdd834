import { report, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type PopupQuery = Omit<RouteInput<typeof report.findOrUpdatePopupStatus>['body'], 'update'>;

/** Whether the first-open guide of this report is still to be shown to the caller. */
export const popupStatusQueryOptions = (query: PopupQuery) =>
  queryOptions({
    queryKey: [...studentReportKey, 'popup', query.taskGroupId, query.studentId ?? null],
    queryFn: () => http.request(report.findOrUpdatePopupStatus, { body: { ...query, update: false }, quiet: true }),
    staleTime: Infinity,
  });

/** Records the guide as shown, so it does not open again. */
export async function markPopupShown(query: PopupQuery): Promise<void> {
  await http.request(report.findOrUpdatePopupStatus, { body: { ...query, update: true }, quiet: true });
}
