import { sys } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function sendVerificationCode(phone: string): Promise<void> {
  await http.request(sys.sendVerificationCode, { query: { phone } });
}
