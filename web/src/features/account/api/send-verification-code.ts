import { sys } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function sendVerificationCode(phone: string): Promise<void> {
  await http.request<unknown>(sys.sendVerificationCode, { query: { phone } });
}
