import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { filesCalls } from './shapes.js';

/**
 * §7 files. The link downloads are public at the session guard because a link may carry a
 * download token instead of a session; the server checks one or the other itself. They are
 * navigable: an <img>, a media element or a link opens them with the session cookie.
 */
export const files = defineGroup<typeof filesCalls>()('files', {
  uploadFile: post('/io/file/uploadFile', 'session'),
  getFile: get('/io/file/getFile', 'public', { navigable: true }),
  putZipFile: post('/io/file/putZipFile', 'session'),
  getResourceByIdOrName: post('/io/file/getResourceByIdOrName', 'session'),
  getReportFile: get('/io/file/getReportFile', 'public', { navigable: true }),
  batchDownloadFile: get('/io/file/batchDownloadFile', 'public', { navigable: true }),
  batchDownloadFilePost: post('/io/file/batchDownloadFile', 'session'),
  downloadZipFile: get('/io/file/downloadZipFile', 'public', { navigable: true }),
  exporBatchErrotExcel: post('/io/file/exporBatchErrotExcel', 'importAccounts'),
  /** Ours: §7 "file-set-name download". */
  getFileBySetName: get('/io/file/getFileBySetName', 'public', { navigable: true }),
  /** Ours: exchanges the session for a short-lived, single-purpose download token. */
  createDownloadToken: post('/io/file/createDownloadToken', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const filesPlanned = {} satisfies PlannedCalls;
