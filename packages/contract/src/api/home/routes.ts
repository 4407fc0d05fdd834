import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const home = legacyGroup('home', {
  queryHomePage: post('/wj/api/index/queryHomePage'),
  queryReportUrl: post('/wj/api/index/queryReportUrl'),
  getNewMark: get('/wj/api/index/getNewMark'),
  /** Ours: marks the new marks as seen. */
  readNewMark: post('/wj/api/index/readNewMark'),
  /** Ours: the classic admin home's figures per school (province and area scopes) or per class (school and class scopes). */
  queryHomeBreakdown: post('/wj/api/index/queryHomeBreakdown'),
});

/** Calls of this group the spec names that are not built yet. */
export const homePlanned = {} satisfies PlannedCalls;
