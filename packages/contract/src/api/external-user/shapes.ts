import { z } from 'zod';
import { placementFields } from '../placement.js';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { countResultSchema, id, pageOf, pageSchema } from '../admin/organization.shapes.js';
import { accountPasswordsBodySchema, accountStatesBodySchema } from '../admin/people.shapes.js';
import type { CallShapes } from '../define.js';
import { idSchema, int4Schema } from '../../validation/id.js';

const text = z.string().trim().min(1).max(50).optional();

const customerUserQuerySchema = pageSchema.extend({
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

const userIdQuerySchema = z.object({
  userId: idSchema,
  timestamp: z.string().optional(),
});

const customerUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  userType: z.number().int(),
  gender: z.string(),
  phone: z.string().nullable(),
  state: z.number().int(),
  ...placementFields,
  roleIds: z.string(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  passwordIsInitial: z.boolean(),
});

const customerUserDetailSchema = customerUserSchema.extend({
  /** A student's bound parents, or a parent's bound children. */
  relatives: z.array(z.object({ id: z.number().int(), userName: z.string(), loginName: z.string() })),
});

const updateUserInfoBodySchema = z.object({
  userId: id,
  userName: z.string().trim().optional(),
  loginName: z.string().trim().optional(),
  gender: z.enum(['0', '1']).optional(),
  phone: z.string().trim().nullable().optional(),
});

const updateStudentBodySchema = z.object({
  userId: id,
  userName: z.string().trim().optional(),
  classId: id.optional(),
  certificateType: int4Schema.optional(),
  certificateCode: sealedValueSchema.optional(),
});

/**
 * Why customer service reset or (de)activated an account, as the caller told it: kept with the
 * change in the audit log.
 */
export const customerReasonSchema = z
  .string({ error: 'validation.reason.required' })
  .trim()
  .min(1, { error: 'validation.reason.required' })
  .max(200, { error: 'validation.reason.tooLong' });

const gradeOrganizationSchema = z.array(
  z.object({
    gradeId: z.number().int(),
    gradeName: z.string(),
    gradeLevel: z.number().int(),
    classes: z.array(z.object({ classId: z.number().int(), className: z.string(), studentCount: z.number().int() })),
  }),
);

/** Customer service (role 21) finds and helps any user of the province. */
export const externalUserCalls = {
  customerGetUserById: { query: userIdQuerySchema, response: customerUserSchema },
  customerGetUserPage: { body: customerUserQuerySchema, response: pageOf(customerUserSchema) },
  batchUpdateUserPW: {
    body: accountPasswordsBodySchema.extend({ reason: customerReasonSchema }),
    response: countResultSchema,
  },
  getUserInfoByCustomer: { query: userIdQuerySchema, response: customerUserDetailSchema },
  updateUserInfoByCustomer: { body: updateUserInfoBodySchema, response: z.null() },
  batchUpdateStateByCustomer: {
    body: accountStatesBodySchema.extend({ reason: customerReasonSchema }),
    response: countResultSchema,
  },
  findByUserId: { body: z.object({ userId: id }), response: customerUserDetailSchema },
  updateStudent: { body: updateStudentBodySchema, response: z.null() },
  getOrganizationByGrade: {
    body: z.object({ schoolId: id, gradeId: id.optional() }),
    response: gradeOrganizationSchema,
  },
} satisfies CallShapes;
