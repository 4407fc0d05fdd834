import { taskInfo, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type GroupByArea = RouteData<typeof taskInfo.listTaskGroupByArea>['records'][number];
export type GroupUnit = GroupByArea['units'][number];
export type GroupCounts = GroupByArea['totals'];

/** The current task group: of those running in the caller's scope, the one that started last (groups come newest first). */
async function getCurrentGroup(): Promise<GroupByArea | null> {
  const page = await http.request(taskInfo.listTaskGroupByArea, {
    body: { state: 'inProgress', pageIndex: 1, pageSize: 1 },
  });
  return page.records[0] ?? null;
}

export const currentGroupQueryOptions = queryOptions({
  queryKey: ['home', 'currentGroup'],
  queryFn: getCurrentGroup,
});
