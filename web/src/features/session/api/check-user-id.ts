import { login } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §2 guard step 6: does the session token still belong to this user id. */
export function checkUserIdByToken(userId: number): Promise<boolean> {
  return http.request(login.checkUserIdByToken, { query: { userId } });
}

/** Sends `checkUserIdByToken(userId)` now, for that call to read (http `sendAhead`). */
export function sendCheckUserIdAhead(userId: number): void {
  http.sendAhead(login.checkUserIdByToken, { query: { userId } });
}
