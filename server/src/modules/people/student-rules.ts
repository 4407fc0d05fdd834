import {
  loginNameSchema,
  mobilePhoneSchema,
  STUDENT_IDENTITY_OPTIONS,
  userNameSchema,
  validateCertificate,
  type MessageKey,
} from '@pingjia/contract';
import type { z } from 'zod';
import type { Issue } from '../../platform/app-error.js';

export interface PersonFields {
  userName: string;
  loginName: string;
  phone?: string | null | undefined;
  certificateType?: number | null | undefined;
  certificateCode?: string | null | undefined;
}

function firstIssue(schema: z.ZodType, value: unknown): MessageKey | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message as MessageKey);
}

/**
 * The §5 rules for a person, every failing field reported (the import shows them all at
 * once). A certificate is optional for staff; when given, a student's must be born 2002 or later.
 */
export function personIssues(fields: PersonFields, options: { isStudent: boolean }): Issue[] {
  const issues: Issue[] = [];
  const push = (path: string, message: MessageKey | null) => {
    if (message) issues.push({ path, message });
  };
  push('userName', firstIssue(userNameSchema, fields.userName));
  push('loginName', firstIssue(loginNameSchema, fields.loginName));
  if (fields.phone) push('phone', firstIssue(mobilePhoneSchema, fields.phone));
  const hasCertificate = Boolean(fields.certificateCode) || fields.certificateType != null;
  if (hasCertificate) {
    const rule = options.isStudent ? STUDENT_IDENTITY_OPTIONS : {};
    push(
      'certificateCode',
      validateCertificate(fields.certificateType ?? undefined, fields.certificateCode ?? undefined, rule),
    );
  }
  return issues;
}
