import { realTime } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

export interface DimensionScore {
  dimensionId: string;
  parentDimensionId: string | null;
  name: string;
  score: number;
  level: number;
}

export interface AspectScore extends DimensionScore {
  indicators: DimensionScore[];
}

export interface KeyPoint {
  dimensionId: string;
  indicatorId: string;
  dimensionScore: number | null;
  indicatorScore: number | null;
}

export interface GroupDetail {
  taskGroupInfo: { tgiId: number; tgiName: string; tgiEndTime: string | null };
  activityId: number | null;
  dimensions: AspectScore[];
  keyPoint: KeyPoint;
}

/** Scores per aspect of the dimension tree with their indicators, for an activity or a whole group. */
export function findGroupDetail(target: ReportTarget): Promise<GroupDetail> {
  return http.request<GroupDetail>(realTime.findGroupDetail, { body: target });
}

/** An activity's report, or a whole group's when no activity is named. */
export type ReportTarget = TaskRef | { taskGroupId: number; activityId?: undefined };
