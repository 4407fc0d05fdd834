import { z } from 'zod';
import { SCHOOL_SEARCH } from '../../constants.js';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { schoolSearchResultSchema } from '../../entities/school-search.js';
import { loginNameSchema } from '../../validation/account.js';
import type { CallShapes } from '../define.js';
import { INT4_MAX } from '../../validation/id.js';

const timestamp = z.string().optional();

const schoolQuerySchema = z.object({
  name: z.string().trim().max(50).default(''),
  pageIndex: z.coerce.number<number>().int().min(1).max(INT4_MAX).default(SCHOOL_SEARCH.pageIndex),
  pageSize: z.coerce.number<number>().int().min(1).max(SCHOOL_SEARCH.pageSize).default(SCHOOL_SEARCH.pageSize),
  timestamp,
});

const maintainTipSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

const signInBodySchema = z.object({
  loginName: loginNameSchema,
  password: sealedValueSchema,
  returnUrl: z.string().max(2000).optional(),
});

/** The /sso/ page's sign-in as the server reads it (the password still sealed). */
export type SignInBody = z.infer<typeof signInBodySchema>;

const signInResultSchema = z.object({ token: z.string(), redirectUrl: z.string() });
const transportKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });

export const ssoCalls = {
  getSchool: { query: schoolQuerySchema, response: schoolSearchResultSchema },
  getMaintainTips: { query: z.object({ timestamp }), response: z.array(maintainTipSchema) },
  signIn: { body: signInBodySchema, response: signInResultSchema },
  getTransportKey: { response: transportKeySchema },
} satisfies CallShapes;
