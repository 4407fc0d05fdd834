import { CERTIFICATE_TYPES, certificateTypeLabel } from '@pingjia/contract';
import { Input, Radio, Selector, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../shared/i18n';
import type { useBindDialog } from '../hooks/use-bind-dialog';
import { Field } from './field';
import { SchoolSelect } from './school-select';

type Form = ReturnType<typeof useBindDialog>;

/** When several accounts match, the parent picks one before confirming (§4 bind flow). */
function ChooseAccount({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <fieldset className="pj-choose-account">
      <legend>{t('parents.chooseAccountTitle')}</legend>
      <Radio.Group value={form.chosen} onChange={(value) => form.setChosen(String(value))}>
        <Space direction="vertical">
          {form.candidates.map((account) => (
            <Radio key={account.loginName} value={account.loginName}>
              {account.loginName} · {account.userName} {account.gradeName ?? ''}
              {account.className ?? ''}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {form.errors.loginName && (
        <p className="pj-field__error" role="alert">
          {form.errors.loginName}
        </p>
      )}
    </fieldset>
  );
}

/** Bind by the child's name, school and certificate (§5 rules; the code is sealed on submit). */
export function IdentityTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const options = CERTIFICATE_TYPES.map((type) => ({ value: type, label: contractText(certificateTypeLabel(type)) }));
  return (
    <>
      <Field id="bind-user-name" label={t('parents.userName')} error={form.errors.userName}>
        <Input
          id="bind-user-name"
          value={form.values.userName}
          onChange={(value) => form.setValue('userName', value)}
        />
      </Field>
      <Field id="bind-school" label={t('parents.school')} error={form.errors.schoolId}>
        <SchoolSelect
          id="bind-school"
          value={form.values.school}
          onChange={(school) => form.setValue('school', school)}
        />
      </Field>
      <Field id="bind-certificate-type" label={t('parents.certificateType')} error={form.errors.certificateType}>
        <Selector
          aria-label={t('parents.certificateType')}
          columns={2}
          options={options}
          value={form.values.certificateType === null ? [] : [form.values.certificateType]}
          onChange={(selected) => form.setValue('certificateType', selected[0] ?? null)}
        />
      </Field>
      <Field id="bind-certificate-code" label={t('parents.certificateCode')} error={form.errors.certificateCode}>
        <Input
          id="bind-certificate-code"
          value={form.values.certificateCode}
          onChange={(value) => form.setValue('certificateCode', value)}
          autoComplete="off"
        />
      </Field>
      {form.candidates.length > 0 && <ChooseAccount form={form} />}
    </>
  );
}
