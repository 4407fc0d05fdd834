import { z } from 'zod';
import { loginNameSchema } from '../../validation/account.js';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { platformConfigSchema } from '../../entities/platform-config.js';
import { roleInfoSchema, userInfoSchema } from '../../entities/user.js';
import type { CallShapes } from '../define.js';
import { int4Schema } from '../../validation/id.js';

const timestamp = z.string().optional();
const timestampQuery = z.object({ timestamp });

const roleSwitchQuerySchema = z.object({
  /** The role to make current; absent means "read only". */
  roleIds: int4Schema.optional(),
  timestamp,
});

const checkUserIdQuerySchema = z.object({ userId: int4Schema, timestamp });

const parentLoginBodySchema = z.object({ loginName: loginNameSchema, password: sealedValueSchema });
const parentLoginResultSchema = z.object({ token: z.string(), redirectUrl: z.string() });

export const loginCalls = {
  getInfo: { query: timestampQuery, response: userInfoSchema },
  getRoleInfoByUserId: { query: roleSwitchQuerySchema, response: roleInfoSchema },
  checkUserIdByToken: { query: checkUserIdQuerySchema, response: z.boolean() },
  getLogoutConfig: { query: timestampQuery, response: platformConfigSchema },
  parentLogin: { body: parentLoginBodySchema, response: parentLoginResultSchema },
  endActing: { response: z.object({ token: z.string() }) },
} satisfies CallShapes;
