import { defineGroup, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { contentCalls } from './shapes.js';

export const content = defineGroup<typeof contentCalls>()('content', {
  /** Ours: an activity admin imports an activity or questionnaire definition. */
  importActivity: post('/wj/api/content/importActivity', 'manageContent'),
  /** Ours: an activity admin imports a calibrated item bank for an adaptive test. */
  importAdaptiveBank: post('/wj/api/adaptive/importBank', 'manageContent'),
});

/** Calls of this group the spec names that are not built yet. */
export const contentPlanned = {} satisfies PlannedCalls;
