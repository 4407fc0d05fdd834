import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { starCalls } from './shapes.js';

/** Parents open their bound children's calendars; a student (or a parent acting as one) their own. */
export const star = defineGroup<typeof starCalls>()('star', {
  getTabType: get('/star/calendar/starActivityRecord/getTabType', 'readStudentData'),
  getRecordList: post('/star/calendar/starActivityRecord/getRecordList', 'readStudentData'),
  listChildren: get('/star/calendar/starActivityRecord/listChildren', 'readStudentData'),
  getChildrenRecords: get('/star/calendar/starActivityRecord/getChildrenRecords', 'readStudentData'),
  deleteRecord: post('/star/calendar/starActivityRecord/deleteRecord', 'readStudentData'),
  activityTrend: post('/star/calendar/starActivityRecord/activityTrend', 'readStudentData'),
  /** Ours, not the spec's: the same trend drawn on the server, so a phone needs no chart library. */
  activityTrendChart: post('/star/calendar/starActivityRecord/activityTrendChart', 'readStudentData'),
});

/** Calls of this group the spec names that are not built yet. */
export const starPlanned = {} satisfies PlannedCalls;
