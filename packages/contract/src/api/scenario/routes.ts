import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { scenarioCalls } from './shapes.js';

/** Only the student walks a scenario (a parent acting as the child walks as the child). */
export const scenario = defineGroup<typeof scenarioCalls>()('scenario', {
  /** Ours: the scenario-task engine; the walk so far, scenes revealed as they are reached. */
  getScenario: get('/wj/api/scenario/getScenario', 'answer'),
  recordStep: post('/wj/api/scenario/recordStep', 'answer'),
  restartScenario: post('/wj/api/scenario/restartScenario', 'answer'),
  subScenarioAnswer: post('/wj/api/scenario/subScenarioAnswer', 'answer'),
  /** Ours: an activity admin imports a scenario definition (validated JSON). */
  importScenario: post('/wj/api/scenario/importScenario', 'manageContent'),
});

/** Calls of this group the spec names that are not built yet. */
export const scenarioPlanned = {} satisfies PlannedCalls;
