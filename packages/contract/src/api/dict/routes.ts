import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { dictCalls } from './shapes.js';

export const dict = defineGroup<typeof dictCalls>()('dict', {
  getDictByDictType: get('/wj/api/taskFeedBack/getDictByDictType', 'session'),
  orgGetDict: post('/task/taskInfo/org/getDict', 'readClasses'),
  getRoleByUser: post('/task/taskInfo/role/getRoleByUser', 'readClasses'),
  findRegion: post('/task/taskInfo/org/findRegion', 'readClasses'),
  getDimensionList: get('/wj/api/index/getDimensionList', 'session'),
  getReportMapping: get('/wj/api/dict/getReportMapping', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const dictPlanned = {} satisfies PlannedCalls;
