import type { z } from 'zod';
import type { ApiRoute, HttpMethod } from './define.js';

/*
 * Entries whose shapes have not moved into the contract yet. Transitional: each group leaves
 * this file as its call shapes are declared, and the file goes with the last one.
 */
type LegacyShape = { response: z.ZodUnknown };
type LegacySpec<M extends HttpMethod> = { method: M; path: string };

export const legacyGet = (path: string): LegacySpec<'GET'> => ({ method: 'GET', path });
export const legacyPost = (path: string): LegacySpec<'POST'> => ({ method: 'POST', path });

export function legacyGroup<const E extends Record<string, LegacySpec<HttpMethod>>>(
  group: string,
  entries: E,
): { readonly [K in keyof E]: ApiRoute<LegacyShape, E[K]['method']> } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, spec]) => [name, { ...spec, access: 'session', group, name }]),
  ) as { readonly [K in keyof E]: ApiRoute<LegacyShape, E[K]['method']> };
}
