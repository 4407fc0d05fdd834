import type { assessment, RouteData, RouteInput } from '@pingjia/contract';

/** Every summary figure's key starts here. */
export const summaryKey = ['assessSummary', 'figures'] as const;

/** Which task group, of which activity, under which node: what every figure of the page is asked for. */
export type SummaryQuery = RouteInput<typeof assessment.queryCompletionRate>['body'];
export type SummaryNodeRef = NonNullable<SummaryQuery['node']>;
export type SummaryPath = RouteData<typeof assessment.queryCompletionRate>['path'];
