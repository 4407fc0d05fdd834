import { z } from 'zod';
import { sealedValueSchema } from '../crypto/sealed-value.js';
import { loginNameSchema } from './account.js';
import { STUDENT_IDENTITY_OPTIONS, certificateTypeSchema, validateCertificate } from './certificate.js';
import { userNameSchema } from './name.js';
import { schoolIdSchema } from './school.js';

/** §3 bind payload types. */
export const BindType = { account: 1, personalInfo: 2, confirmAccount: 3 } as const;

export type BindType = (typeof BindType)[keyof typeof BindType];

/**
 * The account tab in plain text. The password is only required: it is an existing
 * account's password, which may still be a default that predates the §5 password rule.
 */
export const accountBindSchema = z.object({
  loginName: loginNameSchema,
  password: z.string({ error: 'validation.password.required' }).min(1, { error: 'validation.password.required' }),
});

const personalInfoShape = {
  userName: userNameSchema,
  schoolId: schoolIdSchema,
  certificateType: certificateTypeSchema,
  certificateCode: z.string({ error: 'validation.certificateCode.required' }),
};

/** The bound child is a student, so an ID card must also be born 2002 or later. */
function checkChildCertificate(
  value: { certificateType: number; certificateCode: string },
  ctx: z.RefinementCtx,
): void {
  const message = validateCertificate(value.certificateType, value.certificateCode, STUDENT_IDENTITY_OPTIONS);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['certificateCode'] });
}

/** The personal-info tab in plain text (§5: school required there). */
export const personalInfoBindSchema = z.object(personalInfoShape).superRefine(checkChildCertificate);

/** Type 3: the personal information again plus the account the user chose among several matches. */
export const confirmBindSchema = z
  .object({
    ...personalInfoShape,
    loginName: z.string({ error: 'bind.chooseAccount' }).min(1, { error: 'bind.chooseAccount' }),
  })
  .superRefine(checkChildCertificate);

export type AccountBind = z.infer<typeof accountBindSchema>;
export type PersonalInfoBind = z.infer<typeof personalInfoBindSchema>;
export type ConfirmBind = z.infer<typeof confirmBindSchema>;

/**
 * The bind payload on the wire: the password and the certificate code travel sealed
 * (crypto/transport); the server opens them and then applies the plain-text schemas above.
 */
export const bindPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(BindType.account), loginName: loginNameSchema, password: sealedValueSchema }),
  z.object({
    type: z.literal(BindType.personalInfo),
    userName: userNameSchema,
    schoolId: schoolIdSchema,
    certificateType: certificateTypeSchema,
    certificateCode: sealedValueSchema,
  }),
  z.object({
    type: z.literal(BindType.confirmAccount),
    loginName: loginNameSchema,
    userName: userNameSchema,
    schoolId: schoolIdSchema,
    certificateType: certificateTypeSchema,
    certificateCode: sealedValueSchema,
  }),
]);

export type BindPayload = z.infer<typeof bindPayloadSchema>;
