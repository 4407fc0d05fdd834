import { report, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { exclusiveKey } from './keys';

export type Indicator = RouteData<typeof report.listExclusiveIndicators>[number];
export type IndicatorDraft = RouteInput<typeof report.saveExclusiveIndicator>['body'];

export const indicatorsKey = [...exclusiveKey, 'indicators'] as const;

export function indicatorsQueryOptions(schoolId: number) {
  return queryOptions({
    queryKey: [...indicatorsKey, schoolId],
    queryFn: () => http.request(report.listExclusiveIndicators, { body: { schoolId } }),
  });
}

export async function saveIndicator(draft: IndicatorDraft): Promise<void> {
  await http.request(report.saveExclusiveIndicator, { body: draft });
}

export async function deleteIndicator(id: number): Promise<void> {
  await http.request(report.deleteExclusiveIndicator, { body: { id } });
}
