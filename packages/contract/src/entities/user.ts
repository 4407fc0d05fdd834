import { z } from 'zod';

/** Place, school and class fields are null for roles that sit above them (an area admin has no class). */
const optionalText = z.string().nullable().default(null);
const optionalId = z.number().int().nullable().default(null);

/** §3 user info, as GET /wj/api/login/getInfo and /wj/api/user/info return it. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  avatar: optionalText,
  loginName: z.string(),
  gender: z.string().default('1'),
  /** Comma-separated, in the order of roleNames. */
  roleIds: z.string(),
  roleNames: z.string(),
  provinceName: optionalText,
  provinceId: optionalId,
  cityId: optionalId,
  cityName: optionalText,
  distinctId: optionalId,
  distinctName: optionalText,
  schoolName: optionalText,
  schoolId: optionalId,
  gradeName: optionalText,
  gradeId: optionalId,
  classId: optionalId,
  className: optionalText,
  organizationName: optionalText,
  studentClass: optionalText,
  showLoginPrompt: z.boolean(),
  provinceShardId: z.number().int(),
  accountType: z.string(),
  openTest: z.boolean(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** §3 role info: the current role, whom it manages, and every role the user holds. */
export const roleInfoSchema = z.object({
  roleCode: z.number().int(),
  manageName: z.object({
    studentId: optionalId,
    provinceShardId: z.number().int().nullable().default(null),
    schoolId: optionalId,
    schoolName: optionalText,
  }),
  roleInfoList: z.array(z.object({ roleId: z.number().int(), roleCode: z.number().int(), roleName: z.string() })),
});

export type RoleInfo = z.infer<typeof roleInfoSchema>;

/** §3 school year: whether the user still has to enter the new school year (§2 guard step 5). */
export const schoolYearSchema = z.object({ isEnterSchool: z.boolean() });

export type SchoolYear = z.infer<typeof schoolYearSchema>;
