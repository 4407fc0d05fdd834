import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const scenario = legacyGroup('scenario', {
  /** Ours: the scenario-task engine; the walk so far, scenes revealed as they are reached. */
  getScenario: get('/wj/api/scenario/getScenario'),
  recordStep: post('/wj/api/scenario/recordStep'),
  restartScenario: post('/wj/api/scenario/restartScenario'),
  subScenarioAnswer: post('/wj/api/scenario/subScenarioAnswer'),
  /** Ours: an activity admin imports a scenario definition (validated JSON). */
  importScenario: post('/wj/api/scenario/importScenario'),
});

/** Calls of this group the spec names that are not built yet. */
export const scenarioPlanned = {} satisfies PlannedCalls;
