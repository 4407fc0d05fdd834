import { z } from 'zod';
import { placementFields } from '../placement.js';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { mobilePhoneSchema } from '../../validation/phone.js';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { countResultSchema, id, idList, keyword, pageOf, pageSchema, stateSchema } from './organization.shapes.js';
import { idSchema, int4Schema } from '../../validation/id.js';

/* Batches of accounts, shared with customer service (the tables' common pieces are the organisation part's). */

export const accountStatesBodySchema = z.object({ userIds: idList, state: stateSchema });

export const accountPasswordsBodySchema = z.object({ userIds: idList, password: sealedValueSchema });

const gender = z.enum(['0', '1']).default('1');
const named = z.object({ id: z.number().int(), name: z.string() });
const idRecordSchema = z.object({ id: z.number().int() });

/* Teachers and area managers (/wj/api/teacherManagement: the user table's userType 0). */

const roleTargets = z.array(id).max(500).default([]);

const teacherFilterSchema = z.object({ keyword, schoolId: id.optional(), state: stateSchema.optional() });

/** §3 role choices on user editing: one list per choosable role; organisation admin and area researcher have none. */
const roleListsSchema = z.object({
  teacherClassList: roleTargets,
  headTeacherClassList: roleTargets,
  manageSchoolList: roleTargets,
  manageAreaList: roleTargets,
  parentStudentList: roleTargets,
});

const teacherSaveBodySchema = roleListsSchema.extend({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender,
  phone: z.string().trim().nullable().optional(),
  schoolId: id.nullable().optional(),
  /** Sealed initial password; required when creating. */
  password: sealedValueSchema.optional(),
});

const teacherRecordSchema = z.object({
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

const areaManagerFilterSchema = z.object({ keyword, regionId: id.optional() });

const areaManagerSaveBodySchema = z.object({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender,
  phone: z.string().trim().nullable().optional(),
  manageAreaList: z.array(id).min(1).max(100),
  password: sealedValueSchema.optional(),
});

const areaManagerGetQuerySchema = z.object({
  userId: idSchema,
  timestamp: z.string().optional(),
});

const areaManagerRevokeBodySchema = z.object({ userId: id, regionIds: z.array(id).max(100).optional() });

/* Students (/wj/api/studentManagement: the user table's userType 1). */

const studentFilterSchema = z.object({
  keyword,
  schoolId: id.optional(),
  gradeId: id.optional(),
  classId: id.optional(),
  state: stateSchema.optional(),
});

const studentRecordSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gender: z.string(),
  state: z.number().int(),
  ...placementFields,
  phone: z.string().nullable(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  passwordIsInitial: z.boolean(),
});

/** Names and accounts are checked by the service, so every failing field is reported with its §5 text. */
const studentSaveBodySchema = z.object({
  id: id.optional(),
  userName: z.string().trim(),
  loginName: z.string().trim(),
  gender,
  classId: id,
  phone: z.string().trim().nullable().optional(),
  certificateType: int4Schema.nullable().optional(),
  /** Sealed by the client (§9 public-key cipher). */
  certificateCode: sealedValueSchema.optional(),
  /** Sealed initial password; required when creating. */
  password: sealedValueSchema.optional(),
});

const gradeResetBodySchema = z.object({ gradeId: id, password: sealedValueSchema });

/* Before creating a person: does one with that name and phone (or certificate) exist? */

const existByPhoneBodySchema = z.object({
  userName: z.string().trim().min(1).max(30),
  phone: mobilePhoneSchema,
});

const existByCardBodySchema = z.object({
  userName: z.string().trim().min(1).max(30),
  certificateType: int4Schema,
  certificateCode: sealedValueSchema,
});

const existResultSchema = z.object({
  exists: z.boolean(),
  /** Only the matches the caller may see; a match elsewhere shows as `exists` alone. */
  users: z.array(
    z.object({ id: z.number().int(), userName: z.string(), loginName: z.string(), schoolName: z.string().nullable() }),
  ),
});

const participationBodySchema = z.object({
  taskGroupId: id,
  subjectType: z.enum(['school', 'student']),
  ids: idList,
  participates: z.boolean(),
});

const moveClassBodySchema = z.object({ userIds: idList, classId: id });

export const adminPeopleCalls = {
  teacherList: { body: pageSchema.extend(teacherFilterSchema.shape), response: pageOf(teacherRecordSchema) },
  teacherSaveOrUpdate: { body: teacherSaveBodySchema, response: idRecordSchema },
  teacherExport: { body: teacherFilterSchema, response: RAW_REPLY },
  teacherUpdateState: { body: accountStatesBodySchema, response: countResultSchema },
  teacherBatchResetPassword: { body: accountPasswordsBodySchema, response: countResultSchema },
  teacherCheckExistByNameAndPhone: { body: existByPhoneBodySchema, response: existResultSchema },
  areaManagerList: {
    body: pageSchema.extend(areaManagerFilterSchema.shape),
    response: pageOf(teacherRecordSchema),
  },
  areaManagerSave: { body: areaManagerSaveBodySchema, response: idRecordSchema },
  areaManagerGet: { query: areaManagerGetQuerySchema, response: teacherRecordSchema },
  areaManagerRevoke: { body: areaManagerRevokeBodySchema, response: countResultSchema },
  areaManagerExport: { body: areaManagerFilterSchema, response: RAW_REPLY },
  studentList: { body: pageSchema.extend(studentFilterSchema.shape), response: pageOf(studentRecordSchema) },
  studentSaveOrUpdate: { body: studentSaveBodySchema, response: idRecordSchema },
  studentExport: { body: studentFilterSchema, response: RAW_REPLY },
  studentUpdateState: { body: accountStatesBodySchema, response: countResultSchema },
  studentBatchResetPassword: { body: accountPasswordsBodySchema, response: countResultSchema },
  parentBatchResetPassword: { body: accountPasswordsBodySchema, response: countResultSchema },
  resetGradePassword: { body: gradeResetBodySchema, response: countResultSchema },
  checkExistByNameAndPhone: { body: existByPhoneBodySchema, response: existResultSchema },
  checkExistByNameAndCard: { body: existByCardBodySchema, response: existResultSchema },
  batchParticipation: { body: participationBodySchema, response: countResultSchema },
  updateClassInfo: { body: moveClassBodySchema, response: countResultSchema },
} satisfies CallShapes;
