import { sso } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { http } from '../../shared/request';

export type MaintainTip = RouteData<typeof sso.getMaintainTips>[number];

export function getMaintainTips(): Promise<MaintainTip[]> {
  return http.request(sso.getMaintainTips);
}
