import { queryOptions, useQuery } from '@tanstack/react-query';
import { findAdvantage } from './find-advantage';
import { findGroupDetail } from './find-group-detail';
import type { ReportTarget } from './find-group-detail';

/** The report's two calls, loaded together. */
export const reportQueryOptions = (target: ReportTarget) =>
  queryOptions({
    queryKey: ['realTimeReport', target.taskGroupId, target.activityId ?? null],
    queryFn: async () => {
      const [detail, strengths] = await Promise.all([findGroupDetail(target), findAdvantage(target)]);
      return { detail, strengths };
    },
  });

export const useReport = (target: ReportTarget | null) =>
  useQuery({ ...reportQueryOptions(target ?? { taskGroupId: 0 }), enabled: target !== null });
