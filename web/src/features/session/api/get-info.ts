import { login } from '@pingjia/contract';
import type { UserInfo } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §2 guard step 4: the signed-in user. */
export function getInfo(): Promise<UserInfo> {
  return http.request<UserInfo>(login.getInfo);
}
