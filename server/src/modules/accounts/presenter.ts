import { isRoleCode, roleName, type UserInfo } from '@pingjia/contract';
import type { Placement, UserRow } from './repository.js';

export function roleNameOf(code: number): string {
  return isRoleCode(code) ? roleName(code) : String(code);
}

/** §3 user info: picks fields, so no secret column (hash, certificate) can reach a reply. */
export function toUserInfo(user: UserRow, roles: number[], placement: Placement): UserInfo {
  const studentClass =
    placement.gradeName && placement.className ? `${placement.gradeName}${placement.className}` : null;
  return {
    id: user.id,
    userName: user.userName,
    avatar: user.avatar,
    loginName: user.loginName,
    gender: user.gender,
    roleIds: roles.join(','),
    roleNames: roles.map(roleNameOf).join(','),
    provinceName: placement.provinceName,
    provinceId: placement.provinceId,
    cityId: placement.cityId,
    cityName: placement.cityName,
    distinctId: placement.districtId,
    distinctName: placement.districtName,
    schoolName: placement.schoolName,
    schoolId: user.schoolId,
    gradeName: placement.gradeName,
    gradeId: user.gradeId,
    classId: user.classId,
    className: placement.className,
    organizationName: placement.schoolName,
    studentClass,
    showLoginPrompt: user.showLoginPrompt,
    provinceShardId: user.provinceShardId,
    accountType: user.accountType,
    openTest: user.openTest,
  };
}

/** Shows the last four digits only: enough to recognise one's own number. */
export function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}
