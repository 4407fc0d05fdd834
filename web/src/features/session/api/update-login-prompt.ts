import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §4: the "do not prompt next login" checkbox; the query carries the flag as text. */
export async function updateLoginPrompt(showLoginPrompt: boolean): Promise<void> {
  await http.request(user.updateLoginPrompt, { query: { showLoginPrompt: showLoginPrompt ? 'true' : 'false' } });
}
