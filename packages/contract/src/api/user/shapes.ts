import { z } from 'zod';
import { sealedValueSchema } from '../../crypto/sealed-value.js';
import { passwordChangePayloadSchema } from '../../entities/password-change.js';
import { userInfoSchema } from '../../entities/user.js';
import { loginNameSchema } from '../../validation/account.js';
import { mobilePhoneSchema } from '../../validation/phone.js';
import type { CallShapes } from '../define.js';

const timestamp = z.string().optional();
const timestampQuery = z.object({ timestamp });

const loginPromptQuerySchema = z.object({
  showLoginPrompt: z.enum(['true', 'false']).transform((value) => value === 'true'),
  timestamp,
});

/** File names the file service hands out: no path separators, no leading dot. */
const avatarQuerySchema = z.object({
  avatar: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, { error: 'invalid file name' }),
  timestamp,
});

const updatePasswordBodySchema = z.object({
  oldPassword: sealedValueSchema,
  password: sealedValueSchema,
  confirmPassword: sealedValueSchema,
});

const updatePhoneBodySchema = z.object({
  phone: mobilePhoneSchema,
  code: z.string().regex(/^\d{6}$/, { error: 'invalid verification code' }),
});

const personalInfoSchema = userInfoSchema.extend({
  /** Masked: the personal center shows whether and which phone is bound. */
  phone: z.string().nullable(),
});

const schoolYearResultSchema = z.object({ isEnterSchool: z.boolean(), schoolYear: z.string() });

export const userCalls = {
  verifyPasswordIsInit: { query: timestampQuery, response: z.boolean() },
  updatePasswordByUserId: { body: passwordChangePayloadSchema, response: z.null() },
  info: { query: timestampQuery, response: personalInfoSchema },
  updateLoginPrompt: { query: loginPromptQuerySchema, response: z.null() },
  updateAvatar: { query: avatarQuerySchema, response: z.null() },
  updateLoginName: { body: z.object({ loginName: loginNameSchema }), response: z.null() },
  updatePassword: { body: updatePasswordBodySchema, response: z.null() },
  updatePhone: { body: updatePhoneBodySchema, response: z.null() },
  getSchoolYearByUser: { query: timestampQuery, response: schoolYearResultSchema },
} satisfies CallShapes;
