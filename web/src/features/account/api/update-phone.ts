import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function updatePhone(phone: string, code: string): Promise<void> {
  await http.request(user.updatePhone, { body: { phone, code } });
}
