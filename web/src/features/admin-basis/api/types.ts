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
  districtId?: number;
  regionId?: number;
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
  certificateType: number | null;
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
  districtId: number;
  districtName: string | null;
  state: number;
  classCount: number;
  studentCount: number;
}

export type AreaLevel = 'province' | 'city' | 'district';

export interface AreaRecord {
  id: number;
  parentId: number | null;
  level: AreaLevel;
  name: string;
  code: string;
  schoolCount: number;
}

export interface TaskGroupChoice {
  tgiId: number;
  name: string;
  tgiStartTime: string;
  tgiEndTime: string | null;
}

export interface GradePlan {
  gradeId: number;
  gradeName: string;
  gradeLevel: number;
  /** 0 means no stamina limit. */
  maxFinish: number;
  recentlyDay: number;
  taskGroups: TaskGroupChoice[];
}

export type ParticipationSubject = 'school' | 'student';

export interface SchoolParticipation {
  schoolId: number;
  organizationName: string;
  participates: boolean;
  studentsOptedOut: number;
}

export interface StudentParticipation {
  id: number;
  userName: string;
  loginName: string;
  gradeName: string | null;
  className: string | null;
  participates: boolean;
  /** Whose explicit choice decides: the student's own, the school's, or nobody's (taking part). */
  decidedBy: ParticipationSubject | null;
}

export interface MyScope {
  roleId: number;
  level: 'province' | 'area' | 'school' | 'class' | 'none';
  regionIds: number[];
  schoolIds: number[] | null;
  classIds: number[] | null;
  capabilities: string[];
}
