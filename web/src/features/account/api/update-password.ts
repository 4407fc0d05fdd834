import { user, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

/** The body's three values in the clear, before sealing. */
export type PasswordUpdate = RouteInput<typeof user.updatePassword>['body'];

/** All three values leave the browser sealed (§9). */
export async function updatePassword(update: PasswordUpdate): Promise<void> {
  const [oldPassword, password, confirmPassword] = await sealForTransport([
    update.oldPassword,
    update.password,
    update.confirmPassword,
  ]);
  await http.request(user.updatePassword, { body: { oldPassword, password, confirmPassword } });
}
