import { RoleCode } from '@pingjia/contract';
import { maskPhone } from '../people/presenter.js';
import type { Grant, StaffRow } from './repository.js';
import type { TeacherRecord } from './types.js';

type Target = { id: number; name: string };

/** What each role's grants name, by role code. */
function targetsByRole(grants: readonly Grant[]): Map<number, Target[]> {
  const targets = new Map<number, Target[]>();
  for (const grant of grants) {
    // A grant without a target (a parent's role row, a region-less grant) names nothing to list.
    if (grant.targetId <= 0) continue;
    const list = targets.get(grant.roleCode) ?? [];
    list.push({ id: grant.targetId, name: grant.name });
    targets.set(grant.roleCode, list);
  }
  return targets;
}

/** The staff row with its §3 role-choice lists filled from its grants. */
export function toTeacherRecord(row: StaffRow, grants: readonly Grant[]): TeacherRecord {
  const own = grants.filter((grant) => grant.userId === row.id);
  const targets = targetsByRole(own);
  const listOf = (roleCode: number) => targets.get(roleCode) ?? [];
  return {
    ...row,
    phone: maskPhone(row.phone),
    roleIds: [...new Set(own.map((grant) => grant.roleCode))].join(','),
    teacherClassList: listOf(RoleCode.teacher),
    headTeacherClassList: listOf(RoleCode.headmaster),
    manageSchoolList: listOf(RoleCode.schoolAdmin),
    manageAreaList: listOf(RoleCode.areaAdmin),
    parentStudentList: listOf(RoleCode.parent),
  };
}

export const TEACHER_EXPORT_COLUMNS = [
  { header: '姓名', key: 'userName', width: 14 },
  { header: '账号', key: 'loginName', width: 20 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '学校', key: 'schoolName', width: 28 },
  { header: '任教班级', key: 'teacherClasses', width: 30 },
  { header: '班主任班级', key: 'headTeacherClasses', width: 30 },
  { header: '管理学校', key: 'manageSchools', width: 30 },
  { header: '管理区域', key: 'manageAreas', width: 20 },
  { header: '状态', key: 'state', width: 8 },
];

const names = (list: readonly { name: string }[]) => list.map((item) => item.name).join('、');

export function toTeacherExportRow(record: TeacherRecord) {
  return {
    ...record,
    teacherClasses: names(record.teacherClassList),
    headTeacherClasses: names(record.headTeacherClassList),
    manageSchools: names(record.manageSchoolList),
    manageAreas: names(record.manageAreaList),
    state: record.state === 1 ? '启用' : '停用',
  };
}
