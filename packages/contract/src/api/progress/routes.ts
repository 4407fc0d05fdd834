import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { progressCalls } from './shapes.js';

/** Progress of task groups in the caller's scope (§2 progressQuery), under /wj/api/task/. */
export const progress = defineGroup<typeof progressCalls>()('progress', {
  getDropdownBox: post('/wj/api/task/getDropdownBox', 'readProgress'),
  getUserTypeList: get('/wj/api/task/getUserTypeList', 'readProgress'),
  progressDetail: post('/wj/api/task/progressDetail', 'readProgress'),
  downloadProgressDetails: post('/wj/api/task/downloadProgressDetails', 'readProgress'),
  /** §2 assessQuery: handed-in answers of students in scope; one opens with getLeafEvaluationAnswerByUser. */
  answerDetailSelectLoad: post('/wj/api/task/answerDetailSelectLoad', 'readProgress'),
  /** An EventSource: the browser sends the session cookie, never the header. */
  progressEvents: get('/wj/api/task/progressEvents', 'readProgress', { navigable: true }),
});

/*
 * What progressEvents streams, kept here rather than with the shapes so that a listening page
 * bundles no schema: the event sent when the task group's figures in the caller's scope may have
 * changed, and its JSON data (ids only, never personal data).
 */
export const PROGRESS_LIVE_EVENT = 'progress';
export interface ProgressLiveEvent {
  taskGroupId: number;
}

/** Calls of this group the spec names that are not built yet. */
export const progressPlanned = {} satisfies PlannedCalls;
