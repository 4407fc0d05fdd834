import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';

export const adminOrganization = legacyGroup('admin', {
  getMyScope: get('/wj/api/school/getMyScope'),
  schoolList: post('/wj/api/school/list'),
  schoolAdd: post('/wj/api/school/add'),
  schoolUpdate: post('/wj/api/school/update'),
  schoolUpdateState: post('/wj/api/school/updateState'),
  schoolExport: post('/wj/api/school/export'),
  areaList: post('/wj/api/school/area/list'),
  areaSave: post('/wj/api/school/area/save'),
  /** Ours: deletes an empty area (no sub-areas, schools or managers) below an area in scope. */
  areaDelete: post('/wj/api/school/area/delete'),
  /** Ours: the areas of `area/list` as a workbook. */
  areaExport: post('/wj/api/school/area/export'),
  classList: post('/wj/api/school/class/list'),
  classSaveOrUpdate: post('/wj/api/school/class/saveOrUpdate'),
  classDelete: post('/wj/api/school/class/delete'),
  classExport: post('/wj/api/school/class/export'),
  participationList: post('/wj/api/school/participation/list'),
  /** Ours: one school's students for one task group, each with the participation they actually get. */
  participationStudents: post('/wj/api/school/participation/students'),
  planTaskGroups: post('/wj/api/school/plan/taskGroups'),
  planList: post('/wj/api/school/plan/list'),
  planSave: post('/wj/api/school/plan/save'),
  /** Ours: one school's plan, a row per grade, as a workbook. */
  planExport: post('/wj/api/school/plan/export'),
});
