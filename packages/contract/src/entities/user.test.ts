import { describe, expect, it } from 'vitest';
import { roleInfoSchema, schoolYearSchema, userInfoSchema } from './user.js';

const student = {
  id: 1001,
  userName: '王小明',
  loginName: 'wxm2012',
  roleIds: '35',
  roleNames: '学生',
  provinceName: '广东省',
  provinceId: 44,
  cityId: 4403,
  cityName: '深圳市',
  distinctId: 440305,
  distinctName: '南山区',
  schoolName: '南山实验学校',
  schoolId: 7,
  gradeName: '五年级',
  gradeId: 5,
  classId: 52,
  className: '2班',
  organizationName: '南山实验学校',
  studentClass: '五年级2班',
  showLoginPrompt: true,
  provinceShardId: 44,
  accountType: '0',
  openTest: false,
};

describe('userInfoSchema (§3)', () => {
  it("defaults gender to '1' and a missing avatar to null", () => {
    const user = userInfoSchema.parse(student);
    expect(user.gender).toBe('1');
    expect(user.avatar).toBeNull();
    expect(userInfoSchema.parse({ ...student, gender: '0' }).gender).toBe('0');
  });

  it('lets an admin without school or class through with nulls', () => {
    const { schoolId: _schoolId, classId: _classId, className: _className, ...admin } = student;
    const user = userInfoSchema.parse({ ...admin, roleIds: '5,6', roleNames: '区域管理员,学校管理员' });
    expect([user.schoolId, user.classId, user.className]).toEqual([null, null, null]);
  });

  it('refuses ids that are not numbers and flags that are not booleans', () => {
    expect(userInfoSchema.safeParse({ ...student, id: '1001' }).success).toBe(false);
    expect(userInfoSchema.safeParse({ ...student, openTest: 'false' }).success).toBe(false);
  });
});

describe('roleInfoSchema and schoolYearSchema', () => {
  it('read the role, whom it manages and the held roles', () => {
    const info = roleInfoSchema.parse({
      roleCode: 9,
      manageName: { studentId: 1001, provinceShardId: 44 },
      roleInfoList: [{ roleId: 40, roleCode: 9, roleName: '家长' }],
    });
    expect(info.manageName).toEqual({ studentId: 1001, provinceShardId: 44, schoolId: null, schoolName: null });
    expect(schoolYearSchema.parse({ isEnterSchool: true })).toEqual({ isEnterSchool: true });
    expect(schoolYearSchema.safeParse({}).success).toBe(false);
  });
});
