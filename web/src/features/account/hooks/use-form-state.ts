import { useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { isRequestError } from '../../../shared/request';

/**
 * Values, per-field messages and a submit that validates with a contract schema first,
 * then shows the server's field messages if it still refuses. UI-free for both variants.
 */
export function useFormState<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Promise<FieldErrors<K>>,
  send: (values: Record<K, string>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: K, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<boolean> {
    const found = await validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setSubmitting(true);
    try {
      await send(values);
      setValues(initial);
      return true;
    } catch (error) {
      if (isRequestError(error)) setErrors(serverFieldErrors<K>(error.errors));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, submitting, setValue, setErrors, submit };
}
