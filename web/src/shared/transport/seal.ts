import { sso } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { clockStore } from '../stores/clock-store';
import { http } from '../request';

type TransportKey = RouteData<typeof sso.getTransportKey>;
/** One sealed value per value given, so callers destructure them without an undefined. */
type Sealed<T extends readonly string[]> = { -readonly [K in keyof T]: string };

export function getTransportKey(): Promise<TransportKey> {
  return http.request(sso.getTransportKey);
}

/**
 * Seals secrets (passwords, certificate codes) for the server with a freshly fetched key,
 * stamped with the server-synced clock so the server's replay window accepts them.
 */
export async function sealForTransport<const T extends readonly string[]>(values: T): Promise<Sealed<T>> {
  const [key, { sealForServer }] = await Promise.all([getTransportKey(), import('./sealer')]);
  const now = Date.now() + clockStore.getState().offsetMs;
  // map keeps the length, which its array type cannot say.
  return values.map((value) => sealForServer(value, key, now)) as Sealed<T>;
}
