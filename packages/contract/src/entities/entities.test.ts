import { describe, expect, it } from 'vitest';
import { RoleCode } from '../roles.js';
import { CERTIFICATE_TYPES, CertificateType, certificateTypeLabel, isCertificateType } from './certificate-type.js';
import {
  DEFAULT_KEY_POINT,
  dictItemSchema,
  dictLabelFor,
  dimensionNodeSchema,
  GRADE_LEVELS,
  gradeName,
  reportMappingSchema,
  roleOptionSchema,
} from './dictionaries.js';
import { menuItemSchema } from './menu.js';
import { passwordChangePayloadSchema } from './password-change.js';
import { initialPermissionState } from './permission.js';
import { platformConfigSchema } from './platform-config.js';
import { reportGradeQuerySchema } from './report.js';
import { roleChoiceOf, roleChoices } from './role-choices.js';
import { schoolSearchResultSchema } from './school-search.js';
import { staminaSchema } from './stamina.js';
import { leafTaskStateResponseSchema, leafTaskStateSchema, taskGroupInfoSchema } from './task.js';

describe('certificate types (§3)', () => {
  it('number the six types 1 to 6 with a label key each', () => {
    expect(CERTIFICATE_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(CertificateType.idCard).toBe(1);
    expect(certificateTypeLabel(CertificateType.passport)).toBe('certificateType.3');
    expect(isCertificateType(6)).toBe(true);
    expect(isCertificateType(7)).toBe(false);
  });
});

describe('role choices on user editing (§3)', () => {
  it('map each choosable role to its list field', () => {
    expect(roleChoiceOf(RoleCode.teacher)).toEqual({ roleCode: 7, field: 'teacherClassList', disabled: false });
    expect(roleChoiceOf(RoleCode.headmaster)?.field).toBe('headTeacherClassList');
    expect(roleChoiceOf(RoleCode.areaAdmin)?.field).toBe('manageAreaList');
    expect(roleChoiceOf(RoleCode.schoolAdmin)?.field).toBe('manageSchoolList');
    expect(roleChoiceOf(RoleCode.parent)?.field).toBe('parentStudentList');
  });

  it('show the organisation admin and area researcher disabled, and nothing for students', () => {
    expect(roleChoices.filter((choice) => choice.disabled).map((choice) => choice.roleCode)).toEqual([60022, 12]);
    expect(roleChoiceOf(RoleCode.student)).toBeUndefined();
  });
});

describe('menuItemSchema', () => {
  it('reads nested children and defaults missing children and url', () => {
    const item = menuItemSchema.parse({
      id: 1,
      parentId: 0,
      appSide: '1',
      sort: 1,
      menuName: '基础管理',
      children: [{ id: 2, parentId: 1, appSide: '1', sort: 1, menuUrl: '/adminIndex/basis/class', menuName: '班级' }],
    });
    expect(item.menuUrl).toBe('');
    expect(item.children[0]?.children).toEqual([]);
    expect(menuItemSchema.safeParse({ id: 1, parentId: 0, sort: 1, menuName: 'x' }).success).toBe(false);
  });
});

describe('response and payload schemas', () => {
  it('read the platform config with an unset third-party logout', () => {
    const config = platformConfigSchema.parse({
      flag: false,
      url: '/sso/',
      domain: 'pingjia.local',
      uploadDomain: '',
      platformCode: 'pj',
      logoutThird: {},
    });
    expect(config.logoutThird).toEqual({ h5Url: null, webUrl: null });
  });

  it('read school search results, stamina and task group info', () => {
    expect(
      schoolSearchResultSchema.safeParse({ records: [{ id: 7, organizationName: '南山实验学校' }], total: 1 }).success,
    ).toBe(true);
    expect(schoolSearchResultSchema.safeParse({ records: [], total: -1 }).success).toBe(false);
    expect(
      staminaSchema.safeParse({
        staminaVOList: [{ dateTime: '2026-11-22', finishNum: 2 }],
        taskStaminaVO: { maxFinish: 3, dayFinish: 2, recentlyDay: 3 },
      }).success,
    ).toBe(true);
    expect(
      staminaSchema.safeParse({ staminaVOList: [], taskStaminaVO: { maxFinish: 3, dayFinish: 2, recentlyDay: 0 } })
        .success,
    ).toBe(false);
    expect(taskGroupInfoSchema.parse({ tgiId: 3, tgiEndTime: null })).toEqual({ tgiId: 3, tgiEndTime: null });
  });

  it('read the leaf task state in both shapes, dimension ids as strings', () => {
    const taskPart = { chooseNum: 3, doneNum: 1, dimensionId: 1 };
    const flags = { userTaskState: 1, respondTimes: 1, isWaive: 0, reuploadFlag: 0 };
    expect(leafTaskStateSchema.parse({ ...flags, taskPart }).taskPart.dimensionId).toBe('1');
    expect(
      leafTaskStateResponseSchema.parse({ taskPart, evaluationLeafTaskStateDTO: flags }).evaluationLeafTaskStateDTO,
    ).toEqual(flags);
  });

  it('require both report grade query fields', () => {
    expect(reportGradeQuerySchema.safeParse({ reportYear: '2026', currentGradName: '五年级' }).success).toBe(true);
    expect(reportGradeQuerySchema.safeParse({ reportYear: '2026', currentGradName: '' }).success).toBe(false);
  });

  it('require a sealed password change', () => {
    expect(passwordChangePayloadSchema.safeParse({ password: 'abc123', confirmPassword: 'abc123' }).success).toBe(
      false,
    );
  });
});

describe('dictionaries, key point and permission state', () => {
  it('read the dictionaries', () => {
    expect(dictItemSchema.parse({ dictId: '1', dictType: 'grade', dictLabel: '五年级', dictValue: '5' }).sort).toBe(0);
    expect(dictItemSchema.safeParse({ dictId: '1', dictType: 'colour', dictLabel: 'x', dictValue: 'x' }).success).toBe(
      false,
    );
    const tree = dimensionNodeSchema.parse({
      id: '1',
      parentId: null,
      name: '品德发展',
      children: [{ id: '10', parentId: '1', name: '理想信念' }],
    });
    expect(tree.children[0]?.children).toEqual([]);
    expect(roleOptionSchema.safeParse({ roleId: 35, roleCode: 8, roleName: '学生' }).success).toBe(true);
    expect(reportMappingSchema.parse({ dataList: [{ dictId: '1', reportId: 'r1' }] }).dataList).toHaveLength(1);
  });

  it("default the key point to dimension '1', indicator '10'", () => {
    expect(DEFAULT_KEY_POINT).toEqual({ dimensionId: '1', indicatorId: '10' });
  });

  it('start the permission state with no role and nothing remembered', () => {
    expect(initialPermissionState).toMatchObject({
      systemRoleId: -1,
      formPath: '',
      areaPermissons: null,
      activity: null,
    });
  });
});

describe('grade names', () => {
  it('names primary, junior and senior grades as schools write them', () => {
    expect(GRADE_LEVELS.map(gradeName)).toEqual([
      '一年级',
      '二年级',
      '三年级',
      '四年级',
      '五年级',
      '六年级',
      '七年级',
      '八年级',
      '九年级',
      '高一',
      '高二',
      '高三',
    ]);
  });

  it('falls back to the number outside 1-12', () => {
    expect(gradeName(13)).toBe('13年级');
  });
});

describe('dictionary labels for a reader', () => {
  const entry = { dictLabel: '思想品德', dictLabelEn: 'Moral character' };

  it('reads English in en-US when the entry has it', () => {
    expect(dictLabelFor(entry, 'en-US')).toBe('Moral character');
  });

  it('keeps the Chinese label in zh-CN and where no English name exists', () => {
    expect(dictLabelFor(entry, 'zh-CN')).toBe('思想品德');
    expect(dictLabelFor({ dictLabel: '艺术素养', dictLabelEn: null }, 'en-US')).toBe('艺术素养');
  });
});
