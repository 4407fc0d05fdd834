import { defineGroup, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { realTimeCalls } from './shapes.js';

/** §7 lists these under Reports: a student's own, or a bound child's for a parent. */
export const realTime = defineGroup<typeof realTimeCalls>()('realTime', {
  findGroupDetail: post('/wj/api/realTime/findGroupDetail', 'readStudentData'),
  findAdvantage: post('/wj/api/realTime/findAdvantage', 'readStudentData'),
});

/** Calls of this group the spec names that are not built yet. */
export const realTimePlanned = {} satisfies PlannedCalls;
