import { contractText } from '../../../shared/i18n';

interface ValueSchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd Form rule that runs a contract schema, so the dialog shows the server's own §5 text. */
export function contractRule(schema: ValueSchema) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success
        ? Promise.resolve()
        : Promise.reject(new Error(contractText(result.error.issues[0]?.message ?? '')));
    },
  };
}

/** The same, for a field that may stay empty. */
export function optionalContractRule(schema: ValueSchema) {
  const rule = contractRule(schema);
  return {
    validator: (r: unknown, value: unknown) => (value ? rule.validator(r, value) : Promise.resolve()),
  };
}
