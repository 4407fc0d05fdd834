import { z } from 'zod';
import { placementFields } from '../placement.js';
import { bindPayloadSchema } from '../../validation/bind.js';
import type { CallShapes } from '../define.js';
import { idSchema } from '../../validation/id.js';

const id = idSchema;
const timestamp = z.string().optional();

const studentIdQuerySchema = z.object({ studentId: id, timestamp });
const userIdQuerySchema = z.object({ userId: id, timestamp });

/** A bound child as the parent pages show it; the certificate code is always masked. */
const boundChildSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gender: z.string(),
  avatar: z.string().nullable(),
  ...placementFields,
  provinceShardId: z.number().int(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  boundAt: z.string(),
});

export type BoundChild = z.infer<typeof boundChildSchema>;

/** One of several accounts the personal information matched; the parent picks one (type 3). */
const bindCandidateSchema = z.object({
  loginName: z.string(),
  userName: z.string(),
  gradeName: z.string().nullable(),
  className: z.string().nullable(),
});

/** `bound` false with `accounts`: the personal-information tab matched several accounts. */
const bindChildResultSchema = z.object({
  bound: z.boolean(),
  child: boundChildSchema.nullable(),
  accounts: z.array(bindCandidateSchema),
});

export type BindChildResult = z.infer<typeof bindChildResultSchema>;

const parentOfChildSchema = z.object({ parentId: z.number().int(), userName: z.string(), boundAt: z.string() });

export const userParentCalls = {
  list: { query: z.object({ timestamp }), response: z.array(boundChildSchema) },
  parentsSwitchStudentPasswordFreeLogin: { query: studentIdQuerySchema, response: z.object({ token: z.string() }) },
  bindParents: { body: bindPayloadSchema, response: bindChildResultSchema },
  unBindParents: { query: studentIdQuerySchema, response: z.null() },
  getParentByChildId: { query: studentIdQuerySchema, response: z.array(parentOfChildSchema) },
  checkPWDByUserId: { query: userIdQuerySchema, response: z.boolean() },
} satisfies CallShapes;
