import { legacyGroup, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const content = legacyGroup('content', {
  /** Ours: an activity admin imports an activity or questionnaire definition. */
  importActivity: post('/wj/api/content/importActivity'),
  /** Ours: an activity admin imports a calibrated item bank for an adaptive test. */
  importAdaptiveBank: post('/wj/api/adaptive/importBank'),
});

/** Calls of this group the spec names that are not built yet. */
export const contentPlanned = {} satisfies PlannedCalls;
