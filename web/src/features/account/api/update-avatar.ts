import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';

export async function updateAvatar(avatar: string): Promise<void> {
  await http.request(user.updateAvatar, { query: { avatar } });
}
