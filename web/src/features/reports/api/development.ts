import { report, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { reportsKey, type ReportScope } from './report-keys';

export type DevelopmentRowKind = 'school' | 'class';
export type CurrentPhase = RouteData<typeof report.selectCurrentPhaseIdByOrgId>;

/** The development situation school by school (under an area) or class by class (under a school or grade). */
export function developmentQueryOptions(by: DevelopmentRowKind, scope: ReportScope) {
  return queryOptions({
    queryKey: [...reportsKey, 'development', by, scope],
    queryFn: () =>
      http.request(by === 'school' ? report.selectDevelopmentSchoolList : report.selectDevelopmentSituation, {
        body: scope,
      }),
    placeholderData: (previous) => previous,
  });
}

/** The phases (学段) a school teaches, and the one it is in now. */
export function currentPhaseQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: [...reportsKey, 'phase', orgId],
    queryFn: () => http.request(report.selectCurrentPhaseIdByOrgId, { body: { orgId } }),
    staleTime: Infinity,
  });
}
