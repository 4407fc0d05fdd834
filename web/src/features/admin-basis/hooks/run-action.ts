import type { FormInstance } from 'antd';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { isRequestError } from '../../../shared/request';

/**
 * Runs a call whose failure the request layer has already shown (toast), so the page only
 * learns whether it went through; the server's per-field messages land on the form's fields.
 */
export async function runAction(action: () => Promise<void>, form?: FormInstance): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (!isRequestError(error)) throw error;
    if (form && error.errors.length > 0) {
      const byField = serverFieldErrors<string>(error.errors);
      form.setFields(
        Object.entries(byField).map(([name, message]) => ({
          name,
          errors: [message ?? ''],
        })),
      );
    }
    return false;
  }
}
