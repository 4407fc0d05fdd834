import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { useBindDialog } from '../hooks/use-bind-dialog';
import { Field } from './field';

type Form = ReturnType<typeof useBindDialog>;

/** Bind by the child's account and password (§5 account rule; the password is sealed on submit). */
export function AccountTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <Field id="bind-login-name" label={t('parents.loginName')} error={form.errors.loginName}>
        <Input
          id="bind-login-name"
          value={form.values.loginName}
          onChange={(value) => form.setValue('loginName', value)}
          autoComplete="off"
        />
      </Field>
      <Field id="bind-password" label={t('parents.password')} error={form.errors.password}>
        <Input
          id="bind-password"
          type="password"
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          autoComplete="off"
        />
      </Field>
    </>
  );
}
