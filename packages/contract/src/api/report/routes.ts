import { defineGroup, get, post } from '../define.js';
import type { reportCalls } from './shapes.js';

/**
 * §7 Reports. Staff read the reports of their scope; a student reads their own and a parent a
 * bound child's, once published. `findReportEvaluationBatch` and `findReportGroupInfoName` sit
 * under /wj/api/taskGroupInfo/, the class reports under /wj/api/class/.
 */
export const report = defineGroup<typeof reportCalls>()('report', {
  getReportGrad: post('/wj/api/report/getReportGrad', 'readReports'),
  queryReportType: get('/wj/api/report/queryReportType', 'readReports'),
  findReportEvaluationBatch: get('/wj/api/taskGroupInfo/findReportEvaluationBatch', 'readReports'),
  getStudentReportEvaluationBatch: get('/wj/api/report/getStudentReportEvaluationBatch', 'readStudentData'),
  findReportGroupInfoName: post('/wj/api/taskGroupInfo/findReportGroupInfoName', 'readReports'),
  queryDistrictReport: post('/wj/api/report/queryDistrictReport', 'readReports'),
  getKeyDimensionalIndicators: post('/wj/api/report/getKeyDimensionalIndicators', 'readReports'),
  selectDevelopmentSituation: post('/wj/api/report/class/selectDevelopmentSituation', 'readReports'),
  selectDevelopmentSchoolList: post('/wj/api/report/class/selectDevelopmentSchoolList', 'readReports'),
  exportExcelDevelopmentSituation: post('/wj/api/report/class/exportExcelDevelopmentSituation', 'readReports'),
  selectCurrentPhaseIdByOrgId: post('/wj/api/report/class/selectCurrentPhaseIdByOrgId', 'readReports'),
  getPageClassesReport: post('/wj/api/class/getPageClassesReport', 'readReports'),
  getClassesReportByEachina: post('/wj/api/class/getClassesReportByEachina', 'readReports'),
  exportClassReport: post('/wj/api/report/class/exportClassReport', 'readReports'),
  getStudentReportList: post('/wj/api/report/getStudentReportList', 'readStudentReports'),
  getStudentReport: post('/wj/api/report/getStudentReport', 'readStudentReports'),
  exportStudentReport: post('/wj/api/report/exportStudentReport', 'readReports'),
  createStudentReportFile: post('/wj/api/report/createStudentReportFile', 'readStudentReports'),
  selectStudentReportMarkList: post('/wj/api/report/selectStudentReportMarkList', 'readReports'),
  selectStudentReportReadList: post('/wj/api/report/selectStudentReportReadList', 'readReports'),
  findStatisticalDetails: post('/wj/api/report/findStatisticalDetails', 'readProgress'),
  finishRateDetails: post('/wj/api/report/finishRateDetails', 'readProgress'),
  updateReportReadStatus: post('/wj/api/report/district/updateReportReadStatus', 'readStudentData'),
  findOrUpdatePopupStatus: post('/wj/api/report/findOrUpdatePopupStatus', 'readStudentData'),
  publishReport: post('/wj/api/report/publishReport', 'publishReports'),
  withdrawReport: post('/wj/api/report/withdrawReport', 'publishReports'),
  listExclusiveIndicators: post('/wj/api/report/exclusive/listIndicators', 'readReports'),
  saveExclusiveIndicator: post('/wj/api/report/exclusive/saveIndicator', 'manageExclusiveIndicators'),
  deleteExclusiveIndicator: post('/wj/api/report/exclusive/deleteIndicator', 'manageExclusiveIndicators'),
  queryExclusiveReport: post('/wj/api/report/exclusive/queryReport', 'readReports'),
});
