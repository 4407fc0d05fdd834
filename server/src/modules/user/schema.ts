import { z } from 'zod';
import { loginNameSchema, mobilePhoneSchema, sealedValueSchema, userInfoSchema } from '@pingjia/contract';

export const timestampQuery = z.object({ timestamp: z.string().optional() });

export const loginPromptQuerySchema = z.object({
  showLoginPrompt: z.enum(['true', 'false']).transform((value) => value === 'true'),
  timestamp: z.string().optional(),
});

/** File names the file service hands out: no path separators, no leading dot. */
export const avatarQuerySchema = z.object({
  avatar: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, { error: 'invalid file name' }),
  timestamp: z.string().optional(),
});

export const updateLoginNameBodySchema = z.object({ loginName: loginNameSchema });

export const updatePasswordBodySchema = z.object({
  oldPassword: sealedValueSchema,
  password: sealedValueSchema,
  confirmPassword: sealedValueSchema,
});

export const updatePhoneBodySchema = z.object({
  phone: mobilePhoneSchema,
  code: z.string().regex(/^\d{6}$/, { error: 'invalid verification code' }),
});

export const personalInfoSchema = userInfoSchema.extend({
  /** Masked: the personal center shows whether and which phone is bound. */
  phone: z.string().nullable(),
});

export const schoolYearResultSchema = z.object({ isEnterSchool: z.boolean(), schoolYear: z.string() });
