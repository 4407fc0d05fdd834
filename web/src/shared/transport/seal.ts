import { sso } from '@pingjia/contract';
import type { TransportPublicKey } from '@pingjia/contract';
import { clockStore } from '../stores/clock-store';
import { http } from '../request';

export function getTransportKey(): Promise<TransportPublicKey> {
  return http.request<TransportPublicKey>(sso.getTransportKey);
}

/**
 * Seals secrets (passwords, certificate codes) for the server with a freshly fetched key,
 * stamped with the server-synced clock so the server's replay window accepts them.
 */
export async function sealForTransport(values: readonly string[]): Promise<string[]> {
  const [key, { sealForServer }] = await Promise.all([getTransportKey(), import('./sealer')]);
  const now = Date.now() + clockStore.getState().offsetMs;
  return values.map((value) => sealForServer(value, key, now));
}
