import { z } from 'zod';
import { sealedValueSchema } from '@pingjia/contract';
import { id, idList, pageSchema, stateSchema } from '../people/schema.js';

const text = z.string().trim().min(1).max(50).optional();

export const userQueryBodySchema = pageSchema.extend({
  userName: text,
  loginName: text,
  phone: z
    .string()
    .trim()
    .regex(/^\d{3,11}$/)
    .optional(),
  schoolName: text,
  schoolId: id.optional(),
  userType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});

export const userIdQuerySchema = z.object({
  userId: z.coerce.number().int().positive(),
  timestamp: z.string().optional(),
});
export const userIdBodySchema = z.object({ userId: id });

export const customerUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  userType: z.number().int(),
  gender: z.string(),
  phone: z.string().nullable(),
  state: z.number().int(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  roleIds: z.string(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  passwordIsInitial: z.boolean(),
});

export const customerUserDetailSchema = customerUserSchema.extend({
  /** A student's bound parents, or a parent's bound children. */
  relatives: z.array(z.object({ id: z.number().int(), userName: z.string(), loginName: z.string() })),
});

export const updateUserInfoBodySchema = z.object({
  userId: id,
  userName: z.string().trim().optional(),
  loginName: z.string().trim().optional(),
  gender: z.enum(['0', '1']).optional(),
  phone: z.string().trim().nullable().optional(),
});

export const updateStudentBodySchema = z.object({
  userId: id,
  userName: z.string().trim().optional(),
  classId: id.optional(),
  certificateType: z.number().int().optional(),
  certificateCode: sealedValueSchema.optional(),
});

export const batchPasswordBodySchema = z.object({ userIds: idList, password: sealedValueSchema });
export const batchStateBodySchema = z.object({ userIds: idList, state: stateSchema });

export const organizationByGradeBodySchema = z.object({ schoolId: id, gradeId: id.optional() });
export const gradeOrganizationSchema = z.array(
  z.object({
    gradeId: z.number().int(),
    gradeName: z.string(),
    gradeLevel: z.number().int(),
    classes: z.array(z.object({ classId: z.number().int(), className: z.string(), studentCount: z.number().int() })),
  }),
);

export type UserQuery = z.infer<typeof userQueryBodySchema>;
export type UpdateUserInfo = z.infer<typeof updateUserInfoBodySchema>;
export type UpdateStudent = z.infer<typeof updateStudentBodySchema>;
