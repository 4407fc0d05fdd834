import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const dict = legacyGroup('dict', {
  getDictByDictType: get('/wj/api/taskFeedBack/getDictByDictType'),
  orgGetDict: post('/task/taskInfo/org/getDict'),
  getRoleByUser: post('/task/taskInfo/role/getRoleByUser'),
  findRegion: post('/task/taskInfo/org/findRegion'),
  getDimensionList: get('/wj/api/index/getDimensionList'),
  getReportMapping: get('/wj/api/dict/getReportMapping'),
});

/** Calls of this group the spec names that are not built yet. */
export const dictPlanned = {} satisfies PlannedCalls;
