import { appRoutes } from '../app-routes.js';
import { DEFAULT_ROLE_ID } from '../roles.js';

export interface RoleResolutionInput {
  /** A role named by the system or the roleId query parameter. */
  requested?: number | null | undefined;
  current?: number | null | undefined;
  /** The role ids the user holds, in the server's order. */
  held: readonly number[];
}

export type RoleResolution = { ok: true; roleId: number } | { ok: false; redirect: '/401' };

/**
 * §4 role resolution: a requested role must be held; else keep the current one; else the
 * first; else -1. A request of -1 (DEFAULT_ROLE_ID) means "none requested", not a role.
 */
export function resolveRole(input: RoleResolutionInput): RoleResolution {
  const { requested, current, held } = input;
  if (requested !== null && requested !== undefined && requested !== DEFAULT_ROLE_ID) {
    return held.includes(requested) ? { ok: true, roleId: requested } : { ok: false, redirect: appRoutes.noRole };
  }
  if (current !== null && current !== undefined && held.includes(current)) return { ok: true, roleId: current };
  return { ok: true, roleId: held[0] ?? DEFAULT_ROLE_ID };
}
