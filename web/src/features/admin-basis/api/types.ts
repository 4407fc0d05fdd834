/** The administration server's shapes (each module's schema.ts under server/src/modules), as this feature reads them. */
export interface Page<T> {
  records: T[];
  total: number;
}

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
  keyword?: string;
  schoolId?: number;
  gradeId?: number;
  classId?: number;
  state?: 0 | 1;
}

export interface Named {
  id: number;
  name: string;
}

export interface StudentRecord {
  id: number;
  userName: string;
  loginName: string;
  gender: string;
  state: number;
  schoolId: number | null;
  schoolName: string | null;
  gradeId: number | null;
  gradeName: string | null;
  classId: number | null;
  className: string | null;
  phone: string | null;
}

export interface RoleLists {
  teacherClassList: number[];
  headTeacherClassList: number[];
  manageSchoolList: number[];
  manageAreaList: number[];
  parentStudentList: number[];
}

export type RoleListName = keyof RoleLists;

export interface TeacherRecord {
  id: number;
  userName: string;
  loginName: string;
  gender: string;
  phone: string | null;
  state: number;
  schoolId: number | null;
  schoolName: string | null;
  teacherClassList: Named[];
  headTeacherClassList: Named[];
  manageSchoolList: Named[];
  manageAreaList: Named[];
  parentStudentList: Named[];
}

export interface ClassRecord {
  id: number;
  name: string;
  schoolId: number;
  schoolName: string;
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  studentCount: number;
  headTeachers: string;
}

export interface SchoolRecord {
  id: number;
  organizationName: string;
}

export interface MyScope {
  roleId: number;
  level: 'province' | 'area' | 'school' | 'class' | 'none';
  regionIds: number[];
  schoolIds: number[] | null;
  classIds: number[] | null;
  capabilities: string[];
}
