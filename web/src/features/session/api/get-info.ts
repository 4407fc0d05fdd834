import { login } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { UserInfo } from '../../../shared/stores/user-store';

/** §2 guard step 4: the signed-in user. */
export function getInfo(): Promise<UserInfo> {
  return http.request(login.getInfo);
}

/** Sends `getInfo()` now, for that call to read (http `sendAhead`). */
export function sendInfoAhead(): void {
  http.sendAhead(login.getInfo);
}
