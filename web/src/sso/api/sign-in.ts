import { sso } from '@pingjia/contract';
import { http } from '../../shared/request';
import { sealForTransport } from '../../shared/transport/seal';

export interface SignInResult {
  token: string;
  /** The return address with `#token=` appended by the server. */
  redirectUrl: string;
}

/** The password leaves the browser sealed to the server's current transport key (§9). */
export async function signIn(loginName: string, password: string, returnUrl: string): Promise<SignInResult> {
  const [sealedPassword] = await sealForTransport([password]);
  return http.request<SignInResult>(sso.signIn, { body: { loginName, password: sealedPassword, returnUrl } });
}
