import { defineGroup, get, post } from '../define.js';
import type { adminOrganizationCalls } from './organization.shapes.js';

export const adminOrganization = defineGroup<typeof adminOrganizationCalls>()('admin', {
  getMyScope: get('/wj/api/school/getMyScope', 'session'),
  schoolList: post('/wj/api/school/list', 'readSchools'),
  schoolAdd: post('/wj/api/school/add', 'manageSchools'),
  schoolUpdate: post('/wj/api/school/update', 'manageSchools'),
  schoolUpdateState: post('/wj/api/school/updateState', 'manageSchools'),
  schoolExport: post('/wj/api/school/export', 'readSchools'),
  areaList: post('/wj/api/school/area/list', 'readAreas'),
  areaSave: post('/wj/api/school/area/save', 'manageAreas'),
  /** Ours: deletes an empty area (no sub-areas, schools or managers) below an area in scope. */
  areaDelete: post('/wj/api/school/area/delete', 'manageAreas'),
  /** Ours: the areas of `area/list` as a workbook. */
  areaExport: post('/wj/api/school/area/export', 'readAreas'),
  classList: post('/wj/api/school/class/list', 'readClasses'),
  classSaveOrUpdate: post('/wj/api/school/class/saveOrUpdate', 'manageClasses'),
  classDelete: post('/wj/api/school/class/delete', 'manageClasses'),
  classExport: post('/wj/api/school/class/export', 'readClasses'),
  participationList: post('/wj/api/school/participation/list', 'manageParticipation'),
  /** Ours: one school's students for one task group, each with the participation they actually get. */
  participationStudents: post('/wj/api/school/participation/students', 'manageParticipation'),
  planTaskGroups: post('/wj/api/school/plan/taskGroups', 'readTaskGroups'),
  planList: post('/wj/api/school/plan/list', 'managePlans'),
  planSave: post('/wj/api/school/plan/save', 'managePlans'),
  /** Ours: one school's plan, a row per grade, as a workbook. */
  planExport: post('/wj/api/school/plan/export', 'managePlans'),
});
