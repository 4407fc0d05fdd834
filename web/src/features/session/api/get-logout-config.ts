import { login } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { PlatformConfig } from '../../../shared/stores/permission-store';

/** §2 guard step 3: the platform config (third-party logout, upload domain, platform code). */
export function getLogoutConfig(): Promise<PlatformConfig> {
  return http.request(login.getLogoutConfig);
}

/** Sends `getLogoutConfig()` now, for that call to read (http `sendAhead`). */
export function sendLogoutConfigAhead(): void {
  http.sendAhead(login.getLogoutConfig);
}
