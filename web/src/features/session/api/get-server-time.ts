import { sys, TIME_SYNC_TIMEOUT_MS } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** §7 server time with its own 1.5 s timeout; quiet because a failed sync is only logged (§8). */
export async function getServerTime(): Promise<number> {
  const date = await http.request(sys.date, { timeoutMs: TIME_SYNC_TIMEOUT_MS, quiet: true });
  return date.timestamp;
}
