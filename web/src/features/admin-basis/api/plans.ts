import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export const plansKey = ['adminBasis', 'plans'] as const;

export function listPlans(schoolId: number) {
  return http.request(admin.planList, { body: { schoolId } });
}

export type PlanDraft = RouteInput<typeof admin.planSave>['body'];

export async function savePlan(draft: PlanDraft): Promise<void> {
  await http.request(admin.planSave, { body: draft });
}
