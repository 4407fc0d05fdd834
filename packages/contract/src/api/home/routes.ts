import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { homeCalls } from './shapes.js';

export const home = defineGroup<typeof homeCalls>()('home', {
  /** Students and parents get their home; every admin-style role the figures of its scope. */
  queryHomePage: post('/wj/api/index/queryHomePage', 'anyRole'),
  queryReportUrl: post('/wj/api/index/queryReportUrl', 'readStudentData'),
  getNewMark: get('/wj/api/index/getNewMark', 'readStudentData'),
  /** Ours: marks the new marks as seen. */
  readNewMark: post('/wj/api/index/readNewMark', 'readNewMarks'),
  /** Ours: the classic admin home's figures per school (province and area scopes) or per class (school and class scopes). */
  queryHomeBreakdown: post('/wj/api/index/queryHomeBreakdown', 'readAdminHome'),
});

/** Calls of this group the spec names that are not built yet. */
export const homePlanned = {} satisfies PlannedCalls;
