import { legacyGroup, legacyGet as get } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const sys = legacyGroup('sys', {
  date: get('/wj/api/sys/date'),
  sendVerificationCode: get('/wj/api/sys/sendVerificationCode'),
});

/** Calls of this group the spec names that are not built yet. */
export const sysPlanned = {} satisfies PlannedCalls;
