import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function updateLoginName(loginName: string): Promise<void> {
  await http.request(user.updateLoginName, { body: { loginName } });
}
