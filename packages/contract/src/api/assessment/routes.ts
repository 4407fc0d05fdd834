import { defineGroup, post } from '../define.js';
import type { assessmentCalls } from './shapes.js';

/** The assessment summary (§2 assessSummary), under /wj/api/assessment/: figures, students and exports. */
export const assessment = defineGroup<typeof assessmentCalls>()('assessment', {
  queryCompletionRate: post('/wj/api/assessment/queryCompletionRate', 'readProgress'),
  queryTime: post('/wj/api/assessment/queryTime', 'readProgress'),
  completionStatus: post('/wj/api/assessment/completionStatus', 'readProgress'),
  completionDetails: post('/wj/api/assessment/completionDetails', 'readProgress'),
  finishRateDetails: post('/wj/api/assessment/finishRateDetails', 'readProgress'),
  findStatisticalDetails: post('/wj/api/assessment/findStatisticalDetails', 'readProgress'),
  userList: post('/wj/api/assessment/userList', 'readProgress'),
  userDetail: post('/wj/api/assessment/userDetail', 'readProgress'),
  exportClassDetails: post('/wj/api/assessment/exportClassDetails', 'readProgress'),
  exportGradeDetails: post('/wj/api/assessment/exportGradeDetails', 'readProgress'),
  exportEvaluationCompletionStatus: post('/wj/api/assessment/exportEvaluationCompletionStatus', 'readProgress'),
  exportFinishRateDetails: post('/wj/api/assessment/exportFinishRateDetails', 'readProgress'),
});
