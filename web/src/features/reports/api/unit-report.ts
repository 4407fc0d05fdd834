import { report, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { reportsKey, type ReportScope } from './report-keys';

export type KeyIndicators = RouteData<typeof report.getKeyDimensionalIndicators>;

/** Every unit report's key starts here (a publication updates the ones it concerns at once). */
export const unitReportsKey = [...reportsKey, 'unit'] as const;

/** The area or school report of a node: its aspects, comparison, value-added and the units below. */
export function unitReportQueryOptions(scope: ReportScope) {
  return queryOptions({
    queryKey: [...unitReportsKey, scope],
    queryFn: () => http.request(report.queryDistrictReport, { body: scope }),
    // The page keeps its figures while the next level or report loads.
    placeholderData: (previous) => previous,
  });
}

export function keyIndicatorsQueryOptions(scope: ReportScope) {
  return queryOptions({
    queryKey: [...reportsKey, 'keyIndicators', scope],
    queryFn: () => http.request(report.getKeyDimensionalIndicators, { body: scope }),
  });
}
