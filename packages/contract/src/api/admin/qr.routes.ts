import { defineGroup, get, post } from '../define.js';
import type { adminQrCalls } from './qr.shapes.js';

export const adminQr = defineGroup<typeof adminQrCalls>()('admin', {
  getQRCodeSchool: get('/templateDocumentWeb/templateDocument/getQRCodeSchool', 'printQrCards'),
  exportAllStuQRCode: get('/templateDocumentWeb/templateDocument/exportAllStuQRCode', 'printQrCards'),
  exportStuQRCode: get('/templateDocumentWeb/templateDocument/exportStuQRCode', 'printQrCards'),
  resetStuQRCode: post('/templateDocumentWeb/templateDocument/resetStuQRCode', 'resetQrCards'),
  downloadTemplate: get('/templateDocumentWeb/templateDocument/downloadTemplate', 'printQrCards'),
  batchDownloadTemplate: get('/templateDocumentWeb/templateDocument/batchDownloadTemplate', 'printQrCards'),
  schoolDownloadTemplate: get('/templateDocumentWeb/templateDocument/schoolDownloadTemplate', 'printQrCards'),
  /** Public: the link on a student's QR card; redirects into the client with `#token=`. */
  qrSignIn: get('/sso/login/qrSignIn', 'public'),
});
