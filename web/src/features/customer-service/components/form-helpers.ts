import { contractText } from '../../../shared/i18n';
import { isRequestError } from '../../../shared/request';

interface ValueSchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd Form rule running a contract schema, so the form shows the server's own §5 text. */
export function contractRule(schema: ValueSchema, optional = false) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      if (optional && !value) return Promise.resolve();
      const result = schema.safeParse(value ?? '');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(contractText(result.error.issues[0]?.message ?? '')));
    },
  };
}

/** The request layer has already shown a failure; the caller only learns whether the call went through. */
export async function succeeded(action: () => Promise<void>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (isRequestError(error)) return false;
    throw error;
  }
}
