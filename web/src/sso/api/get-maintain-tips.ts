import { sso } from '@pingjia/contract';
import { http } from '../../shared/request';

export interface MaintainTip {
  id: number;
  title: string;
  content: string;
}

export function getMaintainTips(): Promise<MaintainTip[]> {
  return http.request<MaintainTip[]>(sso.getMaintainTips);
}
