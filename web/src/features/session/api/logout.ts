import { sdk } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function postLogout(): Promise<void> {
  await http.request(sdk.logout);
}
