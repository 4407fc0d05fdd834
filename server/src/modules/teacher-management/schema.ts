import { z } from 'zod';
import { sealedValueSchema } from '@pingjia/contract';
import { id, keyword, pageSchema, stateSchema } from '../people/schema.js';

const ids = z.array(id).max(500).default([]);
const named = z.object({ id: z.number().int(), name: z.string() });

export const teacherFilterSchema = z.object({ keyword, schoolId: id.optional(), state: stateSchema.optional() });
export const teacherListBodySchema = pageSchema.extend(teacherFilterSchema.shape);

/** §3 role choices on user editing: one list per choosable role; organisation admin and area researcher have none. */
export const roleListsSchema = z.object({
  teacherClassList: ids,
  headTeacherClassList: ids,
  manageSchoolList: ids,
  manageAreaList: ids,
  parentStudentList: ids,
});

export const teacherSaveBodySchema = roleListsSchema.extend({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender: z.enum(['0', '1']).default('1'),
  phone: z.string().trim().nullable().optional(),
  schoolId: id.nullable().optional(),
  /** Sealed initial password; required when creating. */
  password: sealedValueSchema.optional(),
});

export const teacherRecordSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gender: z.string(),
  phone: z.string().nullable(),
  state: z.number().int(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  passwordIsInitial: z.boolean(),
  roleIds: z.string(),
  teacherClassList: z.array(named),
  headTeacherClassList: z.array(named),
  manageSchoolList: z.array(named),
  manageAreaList: z.array(named),
  parentStudentList: z.array(named),
});

export const areaManagerFilterSchema = z.object({ keyword, regionId: id.optional() });
export const areaManagerListBodySchema = pageSchema.extend(areaManagerFilterSchema.shape);
export const areaManagerSaveBodySchema = z.object({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender: z.enum(['0', '1']).default('1'),
  phone: z.string().trim().nullable().optional(),
  manageAreaList: z.array(id).min(1).max(100),
  password: sealedValueSchema.optional(),
});
export const areaManagerGetQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  timestamp: z.string().optional(),
});
export const areaManagerRevokeBodySchema = z.object({ userId: id, regionIds: z.array(id).max(100).optional() });

export type TeacherFilter = z.infer<typeof teacherFilterSchema>;
export type TeacherSave = z.infer<typeof teacherSaveBodySchema>;
export type RoleLists = z.infer<typeof roleListsSchema>;
export type TeacherRecord = z.infer<typeof teacherRecordSchema>;
