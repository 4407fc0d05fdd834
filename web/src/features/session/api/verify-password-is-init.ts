import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §4: true while the account still has its default password. */
export function verifyPasswordIsInit(): Promise<boolean> {
  return http.request(user.verifyPasswordIsInit);
}
