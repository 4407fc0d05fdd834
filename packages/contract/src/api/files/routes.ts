import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const files = legacyGroup('files', {
  uploadFile: post('/io/file/uploadFile'),
  getFile: get('/io/file/getFile'),
  putZipFile: post('/io/file/putZipFile'),
  getResourceByIdOrName: post('/io/file/getResourceByIdOrName'),
  getReportFile: get('/io/file/getReportFile'),
  batchDownloadFile: get('/io/file/batchDownloadFile'),
  batchDownloadFilePost: post('/io/file/batchDownloadFile'),
  downloadZipFile: get('/io/file/downloadZipFile'),
  exporBatchErrotExcel: post('/io/file/exporBatchErrotExcel'),
  /** Ours: §7 "file-set-name download". */
  getFileBySetName: get('/io/file/getFileBySetName'),
  /** Ours: exchanges the session for a short-lived, single-purpose download token. */
  createDownloadToken: post('/io/file/createDownloadToken'),
});

/** Calls of this group the spec names that are not built yet. */
export const filesPlanned = {} satisfies PlannedCalls;
