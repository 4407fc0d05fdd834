import { defineGroup, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { trackingCalls } from './shapes.js';

/**
 * Public, because the login beacon fires around sign-in and the logout one after the session
 * is gone; the server holds off flooding per address.
 */
export const tracking = defineGroup<typeof trackingCalls>()('tracking', {
  activityMessage: post('/buried/send/activityMessage', 'public'),
  loginMessage: post('/buried/send/loginMessage', 'public'),
  questionnaireMessage: post('/buried/send/questionnaireMessage', 'public'),
  abnormalMessage: post('/buried/send/abnormalMessage', 'public'),
});

/** Calls of this group the spec names that are not built yet. */
export const trackingPlanned = {} satisfies PlannedCalls;
