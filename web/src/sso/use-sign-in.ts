import { ROUTER_BASE } from '@pingjia/contract';
import { useState } from 'react';
import { fieldErrors, fieldSchema } from '../shared/forms/field-errors';
import type { FieldErrors } from '../shared/forms/field-errors';
import { signIn } from './api/sign-in';

type Field = 'loginName' | 'password';

/** The rules load on first submit, keeping the sign-in page light (zod is not needed to paint it). */
async function validate(values: Record<Field, string>): Promise<FieldErrors<Field>> {
  const { loginNameSchema, passwordSchema } = await import('../shared/forms/rules');
  return {
    ...fieldErrors(fieldSchema('loginName', loginNameSchema), values),
    ...fieldErrors(fieldSchema('password', passwordSchema), values),
  };
}

/** The address to come back to after sign-in; the server checks it stays under the client base. */
export function returnUrlFrom(search: string): string {
  return new URLSearchParams(search).get('returnUrl') || ROUTER_BASE;
}

export function useSignIn() {
  const [values, setValues] = useState<Record<Field, string>>({ loginName: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<void> {
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { redirectUrl } = await signIn(values.loginName, values.password, returnUrlFrom(location.search));
      location.assign(redirectUrl);
    } catch {
      // Wrong password, locked account, rate limit: the request layer shows the server's words.
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setValue, submit };
}
