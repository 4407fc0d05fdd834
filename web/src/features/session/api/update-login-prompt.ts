import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §4: the "do not prompt next login" checkbox. */
export async function updateLoginPrompt(showLoginPrompt: boolean): Promise<void> {
  await http.request<unknown>(user.updateLoginPrompt, { query: { showLoginPrompt } });
}
