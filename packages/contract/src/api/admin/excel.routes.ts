import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';

export const adminExcel = legacyGroup('admin', {
  getSheetNum: get('/wj/api/excel/getSheetNum'),
  exporPageExcel: post('/wj/api/excel/exporPageExcel'),
  importTemplate: get('/wj/api/excel/downloadTemplate'),
  checkImport: post('/wj/api/excel/checkImport'),
  importAccounts: post('/wj/api/excel/importAccounts'),
  importProgress: get('/wj/api/excel/importProgress'),
});
