import { useState } from 'react';
import { fieldErrors, serverFieldErrors } from '../../../shared/forms/field-errors';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { isRequestError } from '../../../shared/request';
import { updatePasswordByUserId } from '../api/update-password-by-user-id';

type Field = 'password' | 'confirmPassword';

/** The change-default-password form, free of any UI library so both dialog variants share it. */
export function useDefaultPasswordForm(onChanged: () => void) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<void> {
    const { passwordChangeSchema } = await import('../../../shared/forms/rules');
    const found = fieldErrors<Field>(passwordChangeSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await updatePasswordByUserId(values);
      onChanged();
    } catch (error) {
      if (isRequestError(error)) setErrors(serverFieldErrors<Field>(error.errors));
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setValue, submit };
}
