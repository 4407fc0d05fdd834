import { sdk } from '@pingjia/contract';
import { http } from '../../../shared/request';

export function postLogout(): Promise<unknown> {
  return http.request<unknown>(sdk.logout);
}
