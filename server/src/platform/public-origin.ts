import os from 'node:os';

export type NetworkInterfaces = ReturnType<typeof os.networkInterfaces>;

export interface PublicOrigin {
  /** scheme://host[:port], without a trailing slash. */
  origin: string;
  /** False when no PUBLIC_ORIGIN was set and the origin is this machine's own address. */
  isConfigured: boolean;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function hostPart(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * The first address other computers can reach this machine on: IPv4 first (a classroom network
 * is IPv4), then a global IPv6 address; link-local IPv6 needs a zone id no browser bar takes.
 */
function firstNetworkAddress(interfaces: NetworkInterfaces): string | undefined {
  const addresses = Object.values(interfaces).flatMap((list) => list ?? []);
  const reachable = addresses.filter((entry) => !entry.internal);
  return (
    reachable.find((entry) => entry.family === 'IPv4')?.address ??
    reachable.find((entry) => entry.family === 'IPv6' && !entry.address.toLowerCase().startsWith('fe80'))?.address
  );
}

/**
 * The one origin every link this server hands out is built on (QR cards, §3 Config url and
 * domain): PUBLIC_ORIGIN when set; otherwise the address the server listens on, or for a
 * wildcard listen address the machine's first network address, with the port. Never the
 * request's Host header: whoever sends the request chooses it, so cards printed through a
 * forged Host would point elsewhere.
 */
export function resolvePublicOrigin(
  configured: string | undefined,
  listen: { host: string; port: number },
  interfaces: NetworkInterfaces = os.networkInterfaces(),
): PublicOrigin {
  if (configured !== undefined) return { origin: configured, isConfigured: true };
  const host = WILDCARD_HOSTS.has(listen.host) ? (firstNetworkAddress(interfaces) ?? 'localhost') : listen.host;
  return { origin: `http://${hostPart(host)}:${listen.port}`, isConfigured: false };
}
