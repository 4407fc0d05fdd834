import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { evaluationCalls } from './shapes.js';

/**
 * Reads are a student's own or a bound child's (a parent's); answering, and every call of the
 * adaptive test (reads included), is the student's own session. Handed-in answers are also
 * read by staff who follow progress, for a student in their scope (§2 assessQuery).
 */
export const evaluation = defineGroup<typeof evaluationCalls>()('evaluation', {
  subReuploadEvaluationGroupAnswer: post('/wj/api/evaluation/subReuploadEvaluationGroupAnswer', 'answer'),
  replaceSubEvaluationGroupAnswer: post('/wj/api/evaluation/replaceSubEvaluationGroupAnswer', 'answer'),
  subEvaluationGroupAnswer: post('/wj/api/evaluation/subEvaluationGroupAnswer', 'answer'),
  saveEvaluationTime: post('/wj/api/evaluation/saveEvaluationTime', 'answer'),
  againEvaluationGroupAnswer: post('/wj/api/evaluation/againEvaluationGroupAnswer', 'answer'),
  tsSubAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/tsSubAdaptiveEvaluationGroupAnswer', 'answer'),
  subAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/subAdaptiveEvaluationGroupAnswer', 'answer'),
  waiveEvaluationGroupAnswer: post('/wj/api/evaluation/waiveEvaluationGroupAnswer', 'answer'),
  getLeafEvaluationAnswerByUser: get('/wj/api/evaluation/getLeafEvaluationAnswerByUser', 'readStudentAnswers'),
  getLeafEvaluationTaskInfoAndTaskStateByUser: get(
    '/wj/api/evaluation/getLeafEvaluationTaskInfoAndTaskStateByUser',
    'readStudentData',
  ),
  getEvaluationStemInfo: get('/wj/api/evaluation/getEvaluationStemInfo', 'readStudentData'),
  getTaskGroupInfo: get('/wj/api/evaluation/getTaskGroupInfo', 'readStudentData'),
  getLeafEvaluationByGroupIdAndTaskId: get('/wj/api/evaluation/getLeafEvaluationByGroupIdAndTaskId', 'readStudentData'),
  getEvaluationTime: get('/wj/api/evaluation/getEvaluationTime', 'readStudentData'),
  getUserEvaluationInfo: get('/wj/api/evaluation/getUserEvaluationInfo', 'readStudentData'),
  getEvaluationAggregateData: get('/wj/api/evaluation/getEvaluationAggregateData', 'readStudentData'),
  getUserEvaluationReportAuthority: get('/wj/api/evaluation/getUserEvaluationReportAuthority', 'readStudentData'),
  getAdaptiveEvaluationAllPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAllPageInfo', 'answer'),
  getAdaptiveEvaluationAnswerLastPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerLastPageInfo', 'answer'),
  getAdaptiveEvaluationPreviousPage: get('/wj/api/evaluation/getAdaptiveEvaluationPreviousPage', 'answer'),
  getAdaptiveEvaluationAnswerNextPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerNextPageInfo', 'answer'),
  getLeafEvaluationTaskStateByUser: get('/wj/api/evaluation/getLeafEvaluationTaskStateByUser', 'readStudentData'),
});

/** Calls of this group the spec names that are not built yet. */
export const evaluationPlanned = {} satisfies PlannedCalls;
