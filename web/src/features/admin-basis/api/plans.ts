import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { GradePlan } from './types';

export const plansKey = ['adminBasis', 'plans'] as const;

export function listPlans(schoolId: number): Promise<GradePlan[]> {
  return http.request<GradePlan[]>(admin.planList, { body: { schoolId } });
}

export interface PlanDraft {
  gradeId: number;
  taskGroupIds: number[];
  maxFinish: number;
  recentlyDay: number;
}

export async function savePlan(draft: PlanDraft): Promise<void> {
  await http.request<unknown>(admin.planSave, { body: draft });
}
