import { defineGroup, get, post } from '../define.js';
import type { adminPeopleCalls } from './people.shapes.js';

export const adminPeople = defineGroup<typeof adminPeopleCalls>()('admin', {
  teacherList: post('/wj/api/teacherManagement/list', 'readTeachers'),
  teacherSaveOrUpdate: post('/wj/api/teacherManagement/saveOrUpdate', 'manageTeachers'),
  teacherExport: post('/wj/api/teacherManagement/export', 'readTeachers'),
  teacherUpdateState: post('/wj/api/teacherManagement/updateState', 'manageTeachers'),
  teacherBatchResetPassword: post('/wj/api/teacherManagement/batchResetPassword', 'manageTeachers'),
  teacherCheckExistByNameAndPhone: post('/wj/api/teacherManagement/checkExistByNameAndPhone', 'manageTeachers'),
  areaManagerList: post('/wj/api/teacherManagement/areaManager/list', 'manageAreaManagers'),
  areaManagerSave: post('/wj/api/teacherManagement/areaManager/save', 'manageAreaManagers'),
  areaManagerGet: get('/wj/api/teacherManagement/areaManager/get', 'manageAreaManagers'),
  areaManagerRevoke: post('/wj/api/teacherManagement/areaManager/revoke', 'manageAreaManagers'),
  areaManagerExport: post('/wj/api/teacherManagement/areaManager/export', 'manageAreaManagers'),
  studentList: post('/wj/api/studentManagement/list', 'readStudents'),
  studentSaveOrUpdate: post('/wj/api/studentManagement/saveOrUpdate', 'manageStudents'),
  studentExport: post('/wj/api/studentManagement/export', 'readStudents'),
  studentUpdateState: post('/wj/api/studentManagement/updateState', 'manageStudents'),
  studentBatchResetPassword: post('/wj/api/studentManagement/batchResetPassword', 'manageStudents'),
  parentBatchResetPassword: post('/wj/api/studentManagement/batchResetParentPassword', 'manageStudents'),
  resetGradePassword: post('/wj/api/studentManagement/resetGradePassword', 'manageClasses'),
  checkExistByNameAndPhone: post('/wj/api/studentManagement/checkExistByNameAndPhone', 'manageStudents'),
  checkExistByNameAndCard: post('/wj/api/studentManagement/checkExistByNameAndCard', 'manageStudents'),
  batchParticipation: post('/wj/api/studentManagement/batchParticipation', 'manageParticipation'),
  updateClassInfo: post('/wj/api/studentManagement/updateClassInfo', 'manageStudents'),
});
