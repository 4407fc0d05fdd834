import { login } from '@pingjia/contract';
import type { PlatformConfig } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §2 guard step 3: the platform config (third-party logout, upload domain, platform code). */
export function getLogoutConfig(): Promise<PlatformConfig> {
  return http.request<PlatformConfig>(login.getLogoutConfig);
}
