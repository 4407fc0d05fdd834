import { api } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function sendVerificationCode(phone: string): Promise<void> {
  await http.request<unknown>(api.sys.sendVerificationCode, { query: { phone } });
}
