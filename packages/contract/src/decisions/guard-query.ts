import { appRoutes } from '../app-routes.js';
import type { MenuItem } from '../entities/menu.js';
import type { AreaPermissions } from '../entities/permission.js';
import { pathOnly } from './menus.js';

/** §2: the query parameters the route guard reads. */
export const GUARD_QUERY_KEYS = [
  'bottom_module',
  'top_module',
  'task_group_info_id',
  'activity_id',
  'sub_activity_id',
  'roleId',
  'platformCode',
  'showUCen',
] as const;

export type GuardQueryKey = (typeof GUARD_QUERY_KEYS)[number];

export interface GuardQuery {
  bottom_module?: string;
  top_module?: string;
  task_group_info_id?: string;
  activity_id?: string;
  sub_activity_id?: string;
  /** Absent when the parameter is missing or not an integer. */
  roleId?: number;
  platformCode?: string;
  showUCen?: string;
  /**
   * Parameters that arrived inside another value: a link such as
   * `?activity_id=12?from=app&x=1` reads as activity_id "12" with extraQuery { from: 'app' }.
   */
  extraQuery: Record<string, string>;
}

export interface SplitValue {
  value: string;
  extraQuery: Record<string, string>;
}

/** §2: a value holding '?' is its path (before the '?') and an extra query (after it). */
export function splitQueryValue(raw: string): SplitValue {
  const at = raw.indexOf('?');
  if (at < 0) return { value: raw, extraQuery: {} };
  return {
    value: raw.slice(0, at),
    extraQuery: Object.fromEntries(new URLSearchParams(raw.slice(at + 1))),
  };
}

/** Reads the guard's parameters from `location.search` or a URLSearchParams. */
export function parseGuardQuery(search: string | URLSearchParams): GuardQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: GuardQuery = { extraQuery: {} };
  for (const key of GUARD_QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const { value, extraQuery } = splitQueryValue(raw);
    Object.assign(query.extraQuery, extraQuery);
    if (key === 'roleId') {
      if (/^-?\d+$/.test(value)) query.roleId = Number(value);
    } else {
      query[key] = value;
    }
  }
  return query;
}

/** §6: bottom_module and top_module default to "1" when either is given; null when neither is. */
export function areaPermissions(query: Pick<GuardQuery, 'bottom_module' | 'top_module'>): AreaPermissions | null {
  if (!query.bottom_module && !query.top_module) return null;
  return { bottom_module: query.bottom_module || '1', top_module: query.top_module || '1' };
}

/** What an entry link asks of the session beyond its page: kept for the session, since later links lack them. */
export interface EntryOptions {
  /** The platform whose menus to load; null lets the server use its own. */
  platformCode: string | null;
  /** Whether the menus list the personal centre (a host with a user centre of its own hides ours). */
  showUserCentre: boolean;
}

/**
 * §2 platformCode and showUCen, for the parameters the link carries: an absent one changes
 * nothing. showUCen hides the entry when it reads "0" or "false" (§2 gives no values; the
 * host sends flags as 1/0), and shows it otherwise.
 */
export function entryOptions(query: Pick<GuardQuery, 'platformCode' | 'showUCen'>): Partial<EntryOptions> {
  const options: Partial<EntryOptions> = {};
  if (query.platformCode) options.platformCode = query.platformCode;
  if (query.showUCen !== undefined)
    options.showUserCentre = !['0', 'false'].includes(query.showUCen.trim().toLowerCase());
  return options;
}

/** Each role's personal centre: the user-centre entry showUCen hides. */
const USER_CENTRE_PATHS: readonly string[] = [
  appRoutes.adminPersonalCenter,
  appRoutes.stuPersonCenter,
  appRoutes.parentPersonCenter,
];

/**
 * The menus without the user-centre entry, for a link with showUCen off. Only the listing
 * changes: the page stays allowed, so the identity dialog's "bind phone" still opens it.
 */
export function withoutUserCentre(menus: readonly MenuItem[]): MenuItem[] {
  return menus
    .filter((item) => !USER_CENTRE_PATHS.includes(pathOnly(item.menuUrl)))
    .map((item) => ({ ...item, children: withoutUserCentre(item.children) }));
}
