import type { report, RouteData, RouteInput } from '@pingjia/contract';

/** Every report query's key starts here, so a publication refreshes every figure and list. */
export const reportsKey = ['reports'] as const;

/** Which report, under which node, of which grade, against which baseline: what every report page asks. */
export type ReportScope = RouteInput<typeof report.queryDistrictReport>['body'];
export type ReportNode = NonNullable<ReportScope['node']>;
export type ReportChoice = RouteData<typeof report.findReportGroupInfoName>[number];
