import { Button, Descriptions, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { usePersonalInfo } from '../../api/get-personal-info';
import { useLoginNameForm, usePasswordForm, usePhoneForm } from '../../hooks/use-account-forms';
import { AvatarPicker } from '../avatar-picker';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

function Field({ id, label, error, children }: FieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

function LoginNameCard() {
  const { t } = useTranslation();
  const form = useLoginNameForm();
  return (
    <Panel title={t('person.editLoginName')}>
      <Form layout="vertical" onFinish={() => void form.submit()}>
        <Field id="pc-login-name" label={t('person.newLoginName')} error={form.errors.loginName}>
          <Input
            id="pc-login-name"
            autoComplete="username"
            value={form.values.loginName}
            onChange={(event) => form.setValue('loginName', event.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={form.submitting}>
          {t('person.save')}
        </Button>
      </Form>
    </Panel>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const form = usePasswordForm();
  const fields = [
    { name: 'oldPassword', label: t('person.oldPassword'), autoComplete: 'current-password' },
    { name: 'password', label: t('person.newPassword'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('person.confirmPassword'), autoComplete: 'new-password' },
  ] as const;
  return (
    <Panel title={t('person.changePassword')}>
      <Form layout="vertical" onFinish={() => void form.submit()}>
        {fields.map((field) => (
          <Field key={field.name} id={`pc-${field.name}`} label={field.label} error={form.errors[field.name]}>
            <Input.Password
              id={`pc-${field.name}`}
              autoComplete={field.autoComplete}
              value={form.values[field.name]}
              onChange={(event) => form.setValue(field.name, event.target.value)}
            />
          </Field>
        ))}
        <Button type="primary" htmlType="submit" loading={form.submitting}>
          {t('person.save')}
        </Button>
      </Form>
    </Panel>
  );
}

function PhoneCard() {
  const { t } = useTranslation();
  const form = usePhoneForm();
  return (
    <Panel title={t('person.bindPhone')}>
      <Form layout="vertical" onFinish={() => void form.submit()}>
        <Field id="pc-phone" label={t('person.phone')} error={form.errors.phone}>
          <Input
            id="pc-phone"
            inputMode="numeric"
            autoComplete="tel"
            value={form.values.phone}
            onChange={(event) => form.setValue('phone', event.target.value)}
          />
        </Field>
        <Field id="pc-code" label={t('person.code')} error={form.errors.code}>
          <Space.Compact block>
            <Input
              id="pc-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
            />
            <Button disabled={form.waitSeconds > 0} onClick={() => void form.sendCode()}>
              {form.waitSeconds > 0 ? t('person.resendIn', { seconds: form.waitSeconds }) : t('person.sendCode')}
            </Button>
          </Space.Compact>
        </Field>
        <Button type="primary" htmlType="submit" loading={form.submitting}>
          {t('person.submit')}
        </Button>
      </Form>
    </Panel>
  );
}

/** /adminIndex/personalCenter. */
export function AdminPersonalCenter() {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  if (info.isPending) return <p role="status">{t('app.loading')}</p>;
  if (info.isError) return <Panel>{t('request.requestFailed')}</Panel>;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Panel title={t('person.title')} level={1}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('person.avatar')}>
            <AvatarPicker avatar={info.data.avatar} />
          </Descriptions.Item>
          <Descriptions.Item label={t('person.userName')}>{info.data.userName}</Descriptions.Item>
          <Descriptions.Item label={t('person.loginName')}>{info.data.loginName}</Descriptions.Item>
          <Descriptions.Item label={t('person.phone')}>{info.data.phone ?? t('person.phoneUnbound')}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <LoginNameCard />
      <PasswordCard />
      <PhoneCard />
    </Space>
  );
}
