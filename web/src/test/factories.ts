import type { MenuItem, PlatformConfig, RoleInfo, UserInfo } from '@pingjia/contract';

/** Builders with overrides for the shapes the server returns; each call is a fresh object. */
export function buildUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1001,
    userName: '王小明',
    avatar: null,
    loginName: 'wangxm01',
    gender: '1',
    roleIds: '8',
    roleNames: '学生',
    provinceName: '北京市',
    provinceId: 11,
    cityId: 1101,
    cityName: '北京市',
    distinctId: 110105,
    distinctName: '朝阳区',
    schoolName: '朝阳实验小学',
    schoolId: 31,
    gradeName: '五年级',
    gradeId: 5,
    classId: 502,
    className: '2班',
    organizationName: null,
    studentClass: '五年级2班',
    showLoginPrompt: true,
    provinceShardId: 11,
    accountType: '0',
    openTest: false,
    ...overrides,
  };
}

export function buildRoleInfo(overrides: Partial<RoleInfo> = {}): RoleInfo {
  return {
    roleCode: 8,
    manageName: { studentId: 1001, provinceShardId: 11, schoolId: 31, schoolName: '朝阳实验小学' },
    roleInfoList: [{ roleId: 8, roleCode: 8, roleName: '学生' }],
    ...overrides,
  };
}

export function buildMenu(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 1,
    parentId: 0,
    appSide: '1',
    sort: 1,
    menuUrl: '/stuIndex',
    menuName: 'menu.home',
    children: [],
    ...overrides,
  };
}

export function buildPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    flag: false,
    url: '',
    domain: '',
    uploadDomain: '',
    platformCode: 'pingjia',
    logoutThird: { h5Url: null, webUrl: null },
    ...overrides,
  };
}
