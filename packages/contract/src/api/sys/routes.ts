import { defineGroup, get } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { sysCalls } from './shapes.js';

export const sys = defineGroup<typeof sysCalls>()('sys', {
  date: get('/wj/api/sys/date', 'public'),
  sendVerificationCode: get('/wj/api/sys/sendVerificationCode', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const sysPlanned = {} satisfies PlannedCalls;
