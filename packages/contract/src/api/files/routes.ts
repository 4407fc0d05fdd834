import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { filesCalls } from './shapes.js';

/**
 * §7 files. The link downloads are public at the session guard because a link may carry a
 * download token instead of a session; the server checks one or the other itself.
 */
export const files = defineGroup<typeof filesCalls>()('files', {
  uploadFile: post('/io/file/uploadFile', 'session'),
  getFile: get('/io/file/getFile', 'public'),
  putZipFile: post('/io/file/putZipFile', 'session'),
  getResourceByIdOrName: post('/io/file/getResourceByIdOrName', 'session'),
  getReportFile: get('/io/file/getReportFile', 'public'),
  batchDownloadFile: get('/io/file/batchDownloadFile', 'public'),
  batchDownloadFilePost: post('/io/file/batchDownloadFile', 'session'),
  downloadZipFile: get('/io/file/downloadZipFile', 'public'),
  exporBatchErrotExcel: post('/io/file/exporBatchErrotExcel', 'importAccounts'),
  /** Ours: §7 "file-set-name download". */
  getFileBySetName: get('/io/file/getFileBySetName', 'public'),
  /** Ours: exchanges the session for a short-lived, single-purpose download token. */
  createDownloadToken: post('/io/file/createDownloadToken', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const filesPlanned = {} satisfies PlannedCalls;
