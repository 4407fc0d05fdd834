import { defineGroup, get, post } from '../define.js';
import type { adminExcelCalls } from './excel.shapes.js';

export const adminExcel = defineGroup<typeof adminExcelCalls>()('admin', {
  getSheetNum: get('/wj/api/excel/getSheetNum', 'importAccounts'),
  /** The student or teacher table as a workbook: whoever reads either (the handler checks the kind). */
  exporPageExcel: post('/wj/api/excel/exporPageExcel', 'exportPeople'),
  importTemplate: get('/wj/api/excel/downloadTemplate', 'importAccounts'),
  checkImport: post('/wj/api/excel/checkImport', 'importAccounts'),
  importAccounts: post('/wj/api/excel/importAccounts', 'importAccounts'),
  importProgress: get('/wj/api/excel/importProgress', 'importAccounts'),
});
