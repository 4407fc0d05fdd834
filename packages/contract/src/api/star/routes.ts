import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const star = legacyGroup('star', {
  getTabType: get('/star/calendar/starActivityRecord/getTabType'),
  getRecordList: post('/star/calendar/starActivityRecord/getRecordList'),
  listChildren: get('/star/calendar/starActivityRecord/listChildren'),
  getChildrenRecords: get('/star/calendar/starActivityRecord/getChildrenRecords'),
  deleteRecord: post('/star/calendar/starActivityRecord/deleteRecord'),
  activityTrend: post('/star/calendar/starActivityRecord/activityTrend'),
});

/** Calls of this group the spec names that are not built yet. */
export const starPlanned = {} satisfies PlannedCalls;
