import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';

export const adminQr = legacyGroup('admin', {
  getQRCodeSchool: get('/templateDocumentWeb/templateDocument/getQRCodeSchool'),
  exportAllStuQRCode: get('/templateDocumentWeb/templateDocument/exportAllStuQRCode'),
  exportStuQRCode: get('/templateDocumentWeb/templateDocument/exportStuQRCode'),
  resetStuQRCode: post('/templateDocumentWeb/templateDocument/resetStuQRCode'),
  downloadTemplate: get('/templateDocumentWeb/templateDocument/downloadTemplate'),
  batchDownloadTemplate: get('/templateDocumentWeb/templateDocument/batchDownloadTemplate'),
  schoolDownloadTemplate: get('/templateDocumentWeb/templateDocument/schoolDownloadTemplate'),
  /** Public: the link on a student's QR card; redirects into the client with `#token=`. */
  qrSignIn: get('/sso/login/qrSignIn'),
});
