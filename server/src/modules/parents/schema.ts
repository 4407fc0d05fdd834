import { z } from 'zod';
import { loginNameSchema, sealedValueSchema } from '@pingjia/contract';

const id = z.coerce.number().int().positive();

export const studentIdQuerySchema = z.object({ studentId: id, timestamp: z.string().optional() });
export const userIdQuerySchema = z.object({ userId: id, timestamp: z.string().optional() });
export const timestampQuerySchema = z.object({ timestamp: z.string().optional() });

/** A bound child as the parent pages show it; the certificate code is always masked. */
export const childSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  gender: z.string(),
  avatar: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  provinceShardId: z.number().int(),
  certificateType: z.number().int().nullable(),
  certificateCode: z.string().nullable(),
  boundAt: z.string(),
});

export type Child = z.infer<typeof childSchema>;

/** One of several accounts the personal information matched; the parent picks one (type 3). */
export const candidateSchema = z.object({
  loginName: z.string(),
  userName: z.string(),
  gradeName: z.string().nullable(),
  className: z.string().nullable(),
});

export type Candidate = z.infer<typeof candidateSchema>;

/** `bound` false with `accounts`: the personal-information tab matched several accounts. */
export const bindResultSchema = z.object({
  bound: z.boolean(),
  child: childSchema.nullable(),
  accounts: z.array(candidateSchema),
});

export type BindResult = z.infer<typeof bindResultSchema>;

export const parentOfChildSchema = z.object({ parentId: z.number().int(), userName: z.string(), boundAt: z.string() });

export const tokenSchema = z.object({ token: z.string() });

export const parentLoginBodySchema = z.object({ loginName: loginNameSchema, password: sealedValueSchema });
export const parentLoginResultSchema = z.object({ token: z.string(), redirectUrl: z.string() });
