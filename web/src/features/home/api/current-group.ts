import { taskInfo, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type GroupByArea = RouteData<typeof taskInfo.listTaskGroupByArea>['records'][number];
export type GroupUnit = GroupByArea['units'][number];
export type GroupCounts = GroupByArea['totals'];

/** The current task group: of those running in the caller's scope, the one that started last (groups come newest first). */
async function getCurrentGroup(): Promise<GroupByArea | null> {
  const page = await http.request(taskInfo.listTaskGroupByArea, currentGroupInput());
  return page.records[0] ?? null;
}

const currentGroupInput = () => ({ body: { state: 'inProgress' as const, pageIndex: 1, pageSize: 1 } });

/** Sends the current group's call now, for its query to read (http `sendAhead`). */
export function sendCurrentGroupAhead(): void {
  http.sendAhead(taskInfo.listTaskGroupByArea, currentGroupInput());
}

export const currentGroupQueryOptions = queryOptions({
  queryKey: ['home', 'currentGroup'],
  queryFn: getCurrentGroup,
});
