import { z } from 'zod';
import { mobilePhoneSchema, sealedValueSchema } from '@pingjia/contract';
import { id, idList, keyword, pageSchema, stateSchema } from '../people/schema.js';

export const studentFilterSchema = z.object({
  keyword,
  schoolId: id.optional(),
  gradeId: id.optional(),
  classId: id.optional(),
  state: stateSchema.optional(),
});

export const studentListBodySchema = pageSchema.extend(studentFilterSchema.shape);

export const studentRecordSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gender: z.string(),
  state: z.number().int(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  phone: z.string().nullable(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  passwordIsInitial: z.boolean(),
});

/** Names and accounts are checked by the service, so every failing field is reported with its §5 text. */
export const studentSaveBodySchema = z.object({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender: z.enum(['0', '1']).default('1'),
  classId: id,
  phone: z.string().trim().nullable().optional(),
  certificateType: z.number().int().nullable().optional(),
  /** Sealed by the client (§9 public-key cipher). */
  certificateCode: sealedValueSchema.optional(),
  /** Sealed initial password; required when creating. */
  password: sealedValueSchema.optional(),
});

export const gradeResetBodySchema = z.object({ gradeId: id, password: sealedValueSchema });

export const existByPhoneBodySchema = z.object({
  userName: z.string().trim().min(1).max(30),
  phone: mobilePhoneSchema,
});
export const existByCardBodySchema = z.object({
  userName: z.string().trim().min(1).max(30),
  certificateType: z.number().int(),
  certificateCode: sealedValueSchema,
});

export const existResultSchema = z.object({
  exists: z.boolean(),
  /** Only the matches the caller may see; a match elsewhere shows as `exists` alone. */
  users: z.array(
    z.object({ id: z.number().int(), userName: z.string(), loginName: z.string(), schoolName: z.string().nullable() }),
  ),
});

export const participationBodySchema = z.object({
  taskGroupId: id,
  subjectType: z.enum(['school', 'student']),
  ids: idList,
  participates: z.boolean(),
});

export const moveClassBodySchema = z.object({ userIds: idList, classId: id });

export type StudentFilter = z.infer<typeof studentFilterSchema>;
export type StudentSave = z.infer<typeof studentSaveBodySchema>;
export type StudentRecord = z.infer<typeof studentRecordSchema>;
