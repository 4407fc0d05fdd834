import { z } from 'zod';
import { id, idList, keyword, pageSchema, stateSchema } from '../people/schema.js';

const organizationName = z.string().trim().min(2).max(60);

export const schoolFilterSchema = z.object({ keyword, districtId: id.optional(), state: stateSchema.optional() });
export const schoolListBodySchema = pageSchema.extend(schoolFilterSchema.shape);
export const schoolRecordSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  districtId: z.number().int(),
  districtName: z.string().nullable(),
  state: z.number().int(),
  classCount: z.number().int(),
  studentCount: z.number().int(),
});
export const schoolAddBodySchema = z.object({
  organizationName,
  districtId: id,
  /** Grade levels the school teaches (1-12); each gets a grade row. */
  gradeLevels: z.array(z.number().int().min(1).max(12)).max(12).default([]),
});
export const schoolUpdateBodySchema = z.object({ id, organizationName, districtId: id });
export const schoolStateBodySchema = z.object({ ids: idList, state: stateSchema });

export const areaListBodySchema = z.object({ parentId: id.optional() });
export const areaRecordSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.string(),
  name: z.string(),
  code: z.string(),
  schoolCount: z.number().int(),
});
export const areaSaveBodySchema = z.object({
  id: id.optional(),
  parentId: id,
  name: z.string().trim().min(2).max(30),
  code: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/, { error: 'a region code is 6-12 digits' }),
});
export const areaDeleteBodySchema = z.object({ id });

export const classFilterSchema = z.object({ keyword, schoolId: id.optional(), gradeId: id.optional() });
export const classListBodySchema = pageSchema.extend(classFilterSchema.shape);
export const classRecordSchema = z.object({
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
export const classSaveBodySchema = z.object({
  id: id.optional(),
  schoolId: id,
  gradeLevel: z.number().int().min(1).max(12),
  name: z.string().trim().min(1).max(20),
});
export const classDeleteBodySchema = z.object({ id });

export const participationListBodySchema = pageSchema.extend({ taskGroupId: id, keyword });
export const participationRecordSchema = z.object({
  schoolId: z.number().int(),
  organizationName: z.string(),
  participates: z.boolean(),
  studentsOptedOut: z.number().int(),
});
export const participationStudentsBodySchema = pageSchema.extend({
  taskGroupId: id,
  schoolId: id,
  keyword,
  classId: id.optional(),
});
export const participationStudentSchema = z.object({
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
export type ParticipationStudentsQuery = z.infer<typeof participationStudentsBodySchema>;

export const scopeSchema = z.object({
  roleId: z.number().int(),
  level: z.enum(['province', 'area', 'school', 'class', 'none']),
  regionIds: z.array(z.number().int()),
  schoolIds: z.array(z.number().int()).nullable(),
  classIds: z.array(z.number().int()).nullable(),
  capabilities: z.array(z.string()),
});

export type ClassFilter = z.infer<typeof classFilterSchema>;
export type SchoolFilter = z.infer<typeof schoolFilterSchema>;

const groupSchema = z.object({
  tgiId: z.number().int(),
  name: z.string(),
  tgiStartTime: z.string(),
  tgiEndTime: z.string().nullable(),
});
export const taskGroupListSchema = z.array(groupSchema);
export const planListBodySchema = z.object({ schoolId: id });
export const planRecordSchema = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  maxFinish: z.number().int(),
  recentlyDay: z.number().int(),
  taskGroups: z.array(groupSchema),
});
export const planSaveBodySchema = z.object({
  gradeId: id,
  taskGroupIds: z.array(id).max(200),
  /** 0 = no stamina limit. */
  maxFinish: z.number().int().min(0).max(100).default(0),
  recentlyDay: z.number().int().min(1).max(30).default(3),
});
