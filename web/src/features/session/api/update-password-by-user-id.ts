import { user } from '@pingjia/contract';
import type { PasswordChange } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

/** §4 change-default-password: both fields sealed (§3 password change payload). */
export async function updatePasswordByUserId(change: PasswordChange): Promise<void> {
  const [password, confirmPassword] = await sealForTransport([change.password, change.confirmPassword]);
  await http.request(user.updatePasswordByUserId, { body: { password, confirmPassword } });
}
