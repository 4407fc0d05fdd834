import { defineGroup, get, post } from '../define.js';
import type { exportJobsCalls } from './shapes.js';

/** Ours: background exports of a district or more (issue 12), beside the progress calls under /wj/api/task/. */
export const exportJobs = defineGroup<typeof exportJobsCalls>()('exportJobs', {
  startExportJob: post('/wj/api/task/startExportJob', 'readProgress'),
  getExportJob: get('/wj/api/task/getExportJob', 'readProgress'),
  latestExportJob: post('/wj/api/task/latestExportJob', 'readProgress'),
});
