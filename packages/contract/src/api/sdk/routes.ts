import { legacyGroup, legacyGet as get } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const sdk = legacyGroup('sdk', {
  getPlatformListByRoleId: get('/wj/api/sdk/platform/getPlatformListByRoleId'),
  logout: get('/wj/api/sdk/logout'),
});

/** Calls of this group the spec names that are not built yet. */
export const sdkPlanned = {} satisfies PlannedCalls;
