import { user } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export interface PasswordUpdate {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** All three values leave the browser sealed (§9). */
export async function updatePassword(update: PasswordUpdate): Promise<void> {
  const [oldPassword, password, confirmPassword] = await sealForTransport([
    update.oldPassword,
    update.password,
    update.confirmPassword,
  ]);
  await http.request<unknown>(user.updatePassword, { body: { oldPassword, password, confirmPassword } });
}
