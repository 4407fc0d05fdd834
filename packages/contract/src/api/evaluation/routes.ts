import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const evaluation = legacyGroup('evaluation', {
  subReuploadEvaluationGroupAnswer: post('/wj/api/evaluation/subReuploadEvaluationGroupAnswer'),
  replaceSubEvaluationGroupAnswer: post('/wj/api/evaluation/replaceSubEvaluationGroupAnswer'),
  subEvaluationGroupAnswer: post('/wj/api/evaluation/subEvaluationGroupAnswer'),
  saveEvaluationTime: post('/wj/api/evaluation/saveEvaluationTime'),
  againEvaluationGroupAnswer: post('/wj/api/evaluation/againEvaluationGroupAnswer'),
  tsSubAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/tsSubAdaptiveEvaluationGroupAnswer'),
  subAdaptiveEvaluationGroupAnswer: post('/wj/api/evaluation/subAdaptiveEvaluationGroupAnswer'),
  waiveEvaluationGroupAnswer: post('/wj/api/evaluation/waiveEvaluationGroupAnswer'),
  getLeafEvaluationAnswerByUser: get('/wj/api/evaluation/getLeafEvaluationAnswerByUser'),
  getLeafEvaluationTaskInfoAndTaskStateByUser: get('/wj/api/evaluation/getLeafEvaluationTaskInfoAndTaskStateByUser'),
  getEvaluationStemInfo: get('/wj/api/evaluation/getEvaluationStemInfo'),
  getTaskGroupInfo: get('/wj/api/evaluation/getTaskGroupInfo'),
  getLeafEvaluationByGroupIdAndTaskId: get('/wj/api/evaluation/getLeafEvaluationByGroupIdAndTaskId'),
  getEvaluationTime: get('/wj/api/evaluation/getEvaluationTime'),
  getUserEvaluationInfo: get('/wj/api/evaluation/getUserEvaluationInfo'),
  getEvaluationAggregateData: get('/wj/api/evaluation/getEvaluationAggregateData'),
  getUserEvaluationReportAuthority: get('/wj/api/evaluation/getUserEvaluationReportAuthority'),
  getAdaptiveEvaluationAllPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAllPageInfo'),
  getAdaptiveEvaluationAnswerLastPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerLastPageInfo'),
  getAdaptiveEvaluationPreviousPage: get('/wj/api/evaluation/getAdaptiveEvaluationPreviousPage'),
  getAdaptiveEvaluationAnswerNextPageInfo: get('/wj/api/evaluation/getAdaptiveEvaluationAnswerNextPageInfo'),
  getLeafEvaluationTaskStateByUser: get('/wj/api/evaluation/getLeafEvaluationTaskStateByUser'),
});

/** Calls of this group the spec names that are not built yet. */
export const evaluationPlanned = {} satisfies PlannedCalls;
