import { report, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { NodeRef } from '../../../shared/admin/drill-view';
import { http } from '../../../shared/request';

export const reportReadsKey = ['reportReads'] as const;

export type ReadListQuery = RouteInput<typeof report.selectStudentReportReadList>['body'];
export type ReadList = RouteData<typeof report.selectStudentReportReadList>;
export type ReadRow = ReadList['rows'][number];
export type ReadCounts = ReadList['counts'];

/** One page of the students under a node, with when each and a parent first opened the report. */
export function readListQueryOptions(query: ReadListQuery) {
  return queryOptions({
    queryKey: [...reportReadsKey, 'list', query],
    queryFn: () => http.request(report.selectStudentReportReadList, { body: query }),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: (previous) => previous,
  });
}

/** A node's reading figures, whatever the table's filters: the same call asked for no rows to speak of. */
export function nodeCountsQueryOptions(taskGroupId: number, node: NodeRef | undefined) {
  return queryOptions({
    queryKey: [...reportReadsKey, 'counts', taskGroupId, node],
    queryFn: async () =>
      (await http.request(report.selectStudentReportReadList, { body: { taskGroupId, node, pageSize: 1 } })).counts,
  });
}
