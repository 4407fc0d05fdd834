import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { programmingCalls } from './shapes.js';

export const programming = defineGroup<typeof programmingCalls>()('programming', {
  /** Ours: the programming-task engine; tasks without their hidden tests, the draft, grading. */
  getTasks: get('/wj/api/programming/getTasks', 'answer'),
  saveDraft: post('/wj/api/programming/saveDraft', 'answer'),
  runSamples: post('/wj/api/programming/runSamples', 'answer'),
  subProgrammingAnswer: post('/wj/api/programming/subProgrammingAnswer', 'answer'),
  /** Ours: an activity admin imports the tasks of a programming activity (validated JSON). */
  importTasks: post('/wj/api/programming/importTasks', 'manageContent'),
});

/** Calls of this group the spec names that are not built yet. */
export const programmingPlanned = {} satisfies PlannedCalls;
