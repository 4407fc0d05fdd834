import { Button, Input, List } from 'antd-mobile';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalInfo } from '../../api/get-personal-info';
import { useLoginNameForm, usePasswordForm, usePhoneForm } from '../../hooks/use-account-forms';
import { AvatarPicker } from '../avatar-picker';
import './person-center.css';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** Plain form markup around antd-mobile inputs: its Form component would double this page's weight. */
function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="pj-person__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p role="alert" className="pj-person__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface SectionProps {
  title: string;
  submitText: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

function Section({ title, submitText, submitting, onSubmit, children }: SectionProps) {
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="pj-person__section" onSubmit={handle} noValidate aria-label={title}>
      <h2>{title}</h2>
      {children}
      <Button block type="submit" color="primary" loading={submitting}>
        {submitText}
      </Button>
    </form>
  );
}

function LoginNameSection() {
  const { t } = useTranslation();
  const form = useLoginNameForm();
  return (
    <Section
      title={t('person.editLoginName')}
      submitText={t('person.save')}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
    >
      <Field id="m-login-name" label={t('person.newLoginName')} error={form.errors.loginName}>
        <Input
          id="m-login-name"
          value={form.values.loginName}
          onChange={(value) => form.setValue('loginName', value)}
        />
      </Field>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const form = usePasswordForm();
  const fields = [
    { name: 'oldPassword', label: t('person.oldPassword') },
    { name: 'password', label: t('person.newPassword') },
    { name: 'confirmPassword', label: t('person.confirmPassword') },
  ] as const;
  return (
    <Section
      title={t('person.changePassword')}
      submitText={t('person.save')}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
    >
      {fields.map((field) => (
        <Field key={field.name} id={`m-${field.name}`} label={field.label} error={form.errors[field.name]}>
          <Input
            id={`m-${field.name}`}
            type="password"
            value={form.values[field.name]}
            onChange={(value) => form.setValue(field.name, value)}
          />
        </Field>
      ))}
    </Section>
  );
}

function PhoneSection() {
  const { t } = useTranslation();
  const form = usePhoneForm();
  return (
    <Section
      title={t('person.bindPhone')}
      submitText={t('person.submit')}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
    >
      <Field id="m-phone" label={t('person.phone')} error={form.errors.phone}>
        <Input
          id="m-phone"
          inputMode="numeric"
          value={form.values.phone}
          onChange={(value) => form.setValue('phone', value)}
        />
      </Field>
      <Field id="m-code" label={t('person.code')} error={form.errors.code}>
        <div className="pj-person__code">
          <Input
            id="m-code"
            inputMode="numeric"
            value={form.values.code}
            onChange={(value) => form.setValue('code', value)}
          />
          <Button size="small" disabled={form.waitSeconds > 0} onClick={() => void form.sendCode()}>
            {form.waitSeconds > 0 ? t('person.resendIn', { seconds: form.waitSeconds }) : t('person.sendCode')}
          </Button>
        </div>
      </Field>
    </Section>
  );
}

/** /stuIndex/personCenter. */
export function MobilePersonCenter() {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  if (info.isPending) return <p role="status">{t('app.loading')}</p>;
  if (info.isError) return <p role="alert">{t('request.requestFailed')}</p>;
  return (
    <>
      <List header={<h1 className="pj-home-title">{t('person.title')}</h1>}>
        <List.Item>
          <AvatarPicker avatar={info.data.avatar} />
        </List.Item>
        <List.Item extra={info.data.userName}>{t('person.userName')}</List.Item>
        <List.Item extra={info.data.loginName}>{t('person.loginName')}</List.Item>
        <List.Item extra={info.data.phone ?? t('person.phoneUnbound')}>{t('person.phone')}</List.Item>
      </List>
      <LoginNameSection />
      <PasswordSection />
      <PhoneSection />
    </>
  );
}
