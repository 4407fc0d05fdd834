import { RoleCode } from '@pingjia/contract';
import { CLASSES } from './org.js';

export const DEMO_PASSWORD = 'Pingjia@2026';

export interface DemoRole {
  roleCode: number;
  schoolId?: number;
  regionId?: number;
  classId?: number;
}

export interface DemoAccount {
  id: number;
  loginName: string;
  userName: string;
  /** 0 staff, 1 student, 2 parent. */
  userType: 0 | 1 | 2;
  gender: '0' | '1';
  roles: DemoRole[];
  note: string;
  classId?: number;
  schoolId?: number;
  regionId?: number;
  passwordIsInitial?: boolean;
  showLoginPrompt?: boolean;
  /** Birth date (yyyymmdd) and sequence for a student's ID card number. */
  idCard?: { birth: string; sequence: string };
}

function placeOfClass(classId: number) {
  const found = CLASSES.find((c) => c.id === classId);
  if (!found) throw new Error(`no class ${classId}`);
  return { classId, schoolId: found.schoolId, gradeId: found.gradeId };
}

export { placeOfClass };

/** Every demo account; main.ts prints this table, the README points to it. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: 1,
    loginName: 'student01',
    userName: '李明轩',
    userType: 1,
    gender: '0',
    classId: 1,
    showLoginPrompt: true,
    roles: [{ roleCode: RoleCode.student, classId: 1, schoolId: 1 }],
    idCard: { birth: '20130315', sequence: '031' },
    note: '七年级1班; shows the identity-confirm dialog',
  },
  {
    id: 2,
    loginName: 'student02',
    userName: '王欣怡',
    userType: 1,
    gender: '1',
    classId: 1,
    roles: [{ roleCode: RoleCode.student, classId: 1, schoolId: 1 }],
    idCard: { birth: '20130722', sequence: '042' },
    note: 'same class as student01',
  },
  {
    id: 3,
    loginName: 'student03',
    userName: '陈子涵',
    userType: 1,
    gender: '1',
    classId: 5,
    roles: [{ roleCode: RoleCode.student, classId: 5, schoolId: 3 }],
    idCard: { birth: '20150910', sequence: '068' },
    note: 'another school (宁波市鄞州区东湖小学)',
  },
  {
    id: 4,
    loginName: 'parent01',
    userName: '李建国',
    userType: 2,
    gender: '0',
    roles: [{ roleCode: RoleCode.parent }],
    note: 'parent of student01 and student02',
  },
  {
    id: 5,
    loginName: 'parent02',
    userName: '赵丽华',
    userType: 2,
    gender: '1',
    roles: [{ roleCode: RoleCode.parent }],
    note: 'no children bound yet',
  },
  {
    id: 6,
    loginName: 'teacher01',
    userName: '张伟',
    userType: 0,
    gender: '0',
    schoolId: 1,
    roles: [{ roleCode: RoleCode.teacher, schoolId: 1, classId: 1 }],
    note: 'teaches 七年级1班',
  },
  {
    id: 7,
    loginName: 'teacher02',
    userName: '刘芳',
    userType: 0,
    gender: '1',
    schoolId: 1,
    passwordIsInitial: true,
    roles: [{ roleCode: RoleCode.teacher, schoolId: 1, classId: 2 }],
    note: 'still on the initial password',
  },
  {
    id: 8,
    loginName: 'headteacher01',
    userName: '周敏',
    userType: 0,
    gender: '1',
    schoolId: 1,
    roles: [{ roleCode: RoleCode.headmaster, schoolId: 1, classId: 1 }],
    note: 'head teacher of 七年级1班',
  },
  {
    id: 9,
    loginName: 'schooladmin01',
    userName: '吴强',
    userType: 0,
    gender: '0',
    schoolId: 1,
    roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: 1 }],
    note: 'school admin of 求是实验学校',
  },
  {
    id: 10,
    loginName: 'areaadmin01',
    userName: '孙丽',
    userType: 0,
    gender: '1',
    regionId: 4,
    roles: [{ roleCode: RoleCode.areaAdmin, regionId: 4 }],
    note: 'area admin of 西湖区; reads the audit log',
  },
  {
    id: 11,
    loginName: 'areateach01',
    userName: '郑浩',
    userType: 0,
    gender: '0',
    regionId: 4,
    roles: [{ roleCode: RoleCode.areaTeach, regionId: 4 }],
    note: 'teaching researcher of 西湖区',
  },
  {
    id: 12,
    loginName: 'activityadmin01',
    userName: '何静',
    userType: 0,
    gender: '1',
    regionId: 1,
    roles: [{ roleCode: RoleCode.activityAdmin, regionId: 1 }],
    note: 'activity admin',
  },
  {
    id: 13,
    loginName: 'organadmin01',
    userName: '马超',
    userType: 0,
    gender: '0',
    regionId: 1,
    roles: [{ roleCode: RoleCode.organAdmin, regionId: 1 }],
    note: 'organisation admin',
  },
  {
    id: 14,
    loginName: 'service01',
    userName: '高敏',
    userType: 0,
    gender: '1',
    regionId: 1,
    roles: [{ roleCode: RoleCode.customerService, regionId: 1 }],
    note: 'customer service',
  },
  {
    id: 15,
    loginName: 'multirole01',
    userName: '林涛',
    userType: 0,
    gender: '0',
    schoolId: 1,
    roles: [
      { roleCode: RoleCode.teacher, schoolId: 1, classId: 2 },
      { roleCode: RoleCode.schoolAdmin, schoolId: 1 },
    ],
    note: 'teacher and school admin (role switch)',
  },
  {
    id: 16,
    loginName: 'areaadmin02',
    userName: '钱涛',
    userType: 0,
    gender: '0',
    regionId: 2,
    roles: [{ roleCode: RoleCode.areaAdmin, regionId: 2 }],
    note: 'area admin of 杭州市: adds and renames its districts',
  },
];

export const PARENT_LINKS = [
  { parentId: 4, studentId: 1 },
  { parentId: 4, studentId: 2 },
];
