import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const programming = legacyGroup('programming', {
  /** Ours: the programming-task engine; tasks without their hidden tests, the draft, grading. */
  getTasks: get('/wj/api/programming/getTasks'),
  saveDraft: post('/wj/api/programming/saveDraft'),
  runSamples: post('/wj/api/programming/runSamples'),
  subProgrammingAnswer: post('/wj/api/programming/subProgrammingAnswer'),
  /** Ours: an activity admin imports the tasks of a programming activity (validated JSON). */
  importTasks: post('/wj/api/programming/importTasks'),
});

/** Calls of this group the spec names that are not built yet. */
export const programmingPlanned = {} satisfies PlannedCalls;
