import { appClientFromUserAgent } from '@pingjia/contract';

/**
 * Phones and tablets, told apart exactly as the tracking's app_client is (§9: Android or iOS),
 * so the page a device is sent to and the client the tracking reports for it never disagree.
 */
export function isPhoneOrTablet(userAgent: string): boolean {
  return appClientFromUserAgent(userAgent) !== 1;
}
