import { legacyGroup, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const realTime = legacyGroup('realTime', {
  findGroupDetail: post('/wj/api/realTime/findGroupDetail'),
  findAdvantage: post('/wj/api/realTime/findAdvantage'),
});

/** Calls of this group the spec names that are not built yet. */
export const realTimePlanned = {} satisfies PlannedCalls;
