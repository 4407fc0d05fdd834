import { sso } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { http } from '../../shared/request';
import { sealForTransport } from '../../shared/transport/seal';

/** The token, and the return address with `#token=` appended by the server. */
type SignInResult = RouteData<typeof sso.signIn>;

/** The password leaves the browser sealed to the server's current transport key (§9). */
export async function signIn(loginName: string, password: string, returnUrl: string): Promise<SignInResult> {
  const [sealedPassword] = await sealForTransport([password]);
  return http.request(sso.signIn, { body: { loginName, password: sealedPassword, returnUrl } });
}
