import { defineGroup, get } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { sdkCalls } from './shapes.js';

export const sdk = defineGroup<typeof sdkCalls>()('sdk', {
  getPlatformListByRoleId: get('/wj/api/sdk/platform/getPlatformListByRoleId', 'session'),
  logout: get('/wj/api/sdk/logout', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const sdkPlanned = {} satisfies PlannedCalls;
