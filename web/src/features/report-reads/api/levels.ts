import { progress, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { NodeRef } from '../../../shared/admin/drill-view';
import { http } from '../../../shared/request';
import { reportReadsKey } from './read-list';

export type LevelUnit = RouteData<typeof progress.progressDetail>['groups'][number];

interface LevelQuery {
  taskGroupId: number;
  node: NodeRef | undefined;
  pageIndex: number;
  pageSize: number;
}

/**
 * Where a node sits (its path from the caller's scope) and the units below it, from the progress
 * tree of the report's task group: the same scope, and the reading call names no units.
 */
export function levelQueryOptions({ taskGroupId, node, pageIndex, pageSize }: LevelQuery) {
  return queryOptions({
    queryKey: [...reportReadsKey, 'level', taskGroupId, node, pageIndex, pageSize],
    queryFn: async () => {
      const detail = await http.request(progress.progressDetail, {
        body: { taskGroupId, node, pageIndex, pageSize },
      });
      const { path, rowKind } = detail;
      // Under a class the progress rows are its students: this page lists those itself.
      if (rowKind === 'student') return { path, unitKind: undefined, units: [], total: 0 };
      /** `unitKind`: what the units are (schools, grades…); none under a class. */
      return { path, unitKind: rowKind, units: detail.groups, total: detail.total };
    },
    placeholderData: (previous) => previous,
  });
}
