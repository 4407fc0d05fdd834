import { z } from 'zod';
import { RAW_REPLY, type CallShapes } from '../define.js';
import { INT4_MAX } from '../../validation/id.js';

/* The admin tables' common pieces, shared by the organisation, excel and QR parts. */

export const id = z.number().int().positive().max(INT4_MAX);
export const idList = z.array(id).min(1).max(5000);
/** Tables page on the server; 100 rows a page at most. */
export const pageSchema = z.object({
  pageIndex: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const keyword = z.string().trim().max(50).optional();
export const stateSchema = z.union([z.literal(0), z.literal(1)]);
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int() });
export const countResultSchema = z.object({ count: z.number().int() });
const savedSchema = z.object({ id: z.number().int() });

const organizationName = z.string().trim().min(2).max(60);

const schoolFilterSchema = z.object({ keyword, districtId: id.optional(), state: stateSchema.optional() });
const schoolRecordSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  districtId: z.number().int(),
  districtName: z.string().nullable(),
  state: z.number().int(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
});
const schoolAddBodySchema = z.object({
  organizationName,
  districtId: id,
  /** Grade levels the school teaches (1-12); each gets a grade row. */
  gradeLevels: z.array(z.number().int().min(1).max(12)).max(12).default([]),
});

const areaListBodySchema = z.object({ parentId: id.optional() });
const areaRecordSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.string(),
  name: z.string(),
  code: z.string(),
  schoolCount: z.number().int(),
});
const areaSaveBodySchema = z.object({
  id: id.optional(),
  parentId: id,
  name: z.string().trim().min(2).max(30),
  code: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/, { error: 'a region code is 6-12 digits' }),
});

const classFilterSchema = z.object({ keyword, schoolId: id.optional(), gradeId: id.optional() });
const classRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  studentCount: z.number().int(),
  headTeachers: z.string(),
});
const classSaveBodySchema = z.object({
  id: id.optional(),
  schoolId: id,
  gradeLevel: z.number().int().min(1).max(12),
  name: z.string().trim().min(1).max(20),
});

const participationRecordSchema = z.object({
  schoolId: z.number().int(),
  organizationName: z.string(),
  participates: z.boolean(),
  studentsOptedOut: z.number().int(),
});
const participationStudentSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gradeName: z.string().nullable(),
  className: z.string().nullable(),
  /** What the student actually gets (the same rule as the students' task list). */
  participates: z.boolean(),
  /** The explicit choice that decided it; null when nobody chose and the student takes part. */
  decidedBy: z.enum(['student', 'school']).nullable(),
});

const scopeSchema = z.object({
  roleId: z.number().int(),
  level: z.enum(['province', 'area', 'school', 'class', 'none']),
  regionIds: z.array(z.number().int()),
  schoolIds: z.array(z.number().int()).nullable(),
  classIds: z.array(z.number().int()).nullable(),
  capabilities: z.array(z.string()),
});

const groupSchema = z.object({
  tgiId: z.number().int(),
  name: z.string(),
  tgiStartTime: z.string(),
  tgiEndTime: z.string().nullable(),
});
const planListBodySchema = z.object({ schoolId: id });
const planRecordSchema = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  maxFinish: z.number().int(),
  recentlyDay: z.number().int(),
  taskGroups: z.array(groupSchema),
});
const planSaveBodySchema = z.object({
  gradeId: id,
  taskGroupIds: z.array(id).max(200),
  /** 0 = no stamina limit. */
  maxFinish: z.number().int().min(0).max(100).default(0),
  recentlyDay: z.number().int().min(1).max(30).default(3),
});

export const adminOrganizationCalls = {
  getMyScope: { query: z.object({ timestamp: z.string().optional() }), response: scopeSchema },
  schoolList: { body: pageSchema.extend(schoolFilterSchema.shape), response: pageOf(schoolRecordSchema) },
  schoolAdd: { body: schoolAddBodySchema, response: savedSchema },
  schoolUpdate: { body: z.object({ id, organizationName, districtId: id }), response: savedSchema },
  schoolUpdateState: { body: z.object({ ids: idList, state: stateSchema }), response: countResultSchema },
  schoolExport: { body: schoolFilterSchema, response: RAW_REPLY },
  areaList: { body: areaListBodySchema, response: z.array(areaRecordSchema) },
  areaSave: { body: areaSaveBodySchema, response: savedSchema },
  areaDelete: { body: z.object({ id }), response: countResultSchema },
  areaExport: { body: areaListBodySchema, response: RAW_REPLY },
  classList: { body: pageSchema.extend(classFilterSchema.shape), response: pageOf(classRecordSchema) },
  classSaveOrUpdate: { body: classSaveBodySchema, response: savedSchema },
  classDelete: { body: z.object({ id }), response: countResultSchema },
  classExport: { body: classFilterSchema, response: RAW_REPLY },
  participationList: {
    body: pageSchema.extend({ taskGroupId: id, keyword }),
    response: pageOf(participationRecordSchema),
  },
  participationStudents: {
    body: pageSchema.extend({ taskGroupId: id, schoolId: id, keyword, classId: id.optional() }),
    response: pageOf(participationStudentSchema),
  },
  planTaskGroups: { body: z.object({}).default({}), response: z.array(groupSchema) },
  planList: { body: planListBodySchema, response: z.array(planRecordSchema) },
  planSave: { body: planSaveBodySchema, response: savedSchema },
  planExport: { body: planListBodySchema, response: RAW_REPLY },
} satisfies CallShapes;
