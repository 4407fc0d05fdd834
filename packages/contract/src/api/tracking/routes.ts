import { legacyGroup, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const tracking = legacyGroup('tracking', {
  activityMessage: post('/buried/send/activityMessage'),
  loginMessage: post('/buried/send/loginMessage'),
  questionnaireMessage: post('/buried/send/questionnaireMessage'),
  abnormalMessage: post('/buried/send/abnormalMessage'),
});

/** Calls of this group the spec names that are not built yet. */
export const trackingPlanned = {} satisfies PlannedCalls;
