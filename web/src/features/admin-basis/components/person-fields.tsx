import { loginNameSchema, mobilePhoneSchema, passwordSchema, userNameSchema } from '@pingjia/contract';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule, optionalContractRule } from '../hooks/contract-rule';
import { ADMIN_BASIS_NS } from '../i18n';

/** Name, account, gender, phone and (when creating) the initial password, with the §5 rules. */
export function PersonFields({ isNew, idPrefix }: { isNew: boolean; idPrefix: string }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return (
    <>
      <Form.Item
        name="userName"
        label={t('person.userName')}
        htmlFor={`${idPrefix}-name`}
        rules={[contractRule(userNameSchema)]}
      >
        <Input id={`${idPrefix}-name`} maxLength={30} />
      </Form.Item>
      <Form.Item
        name="loginName"
        label={t('person.loginName')}
        htmlFor={`${idPrefix}-account`}
        rules={[contractRule(loginNameSchema)]}
      >
        <Input id={`${idPrefix}-account`} autoComplete="off" maxLength={30} />
      </Form.Item>
      <Form.Item name="gender" label={t('person.gender')}>
        <Radio.Group
          options={[
            { value: '1', label: t('person.male') },
            { value: '0', label: t('person.female') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('person.phone')}
        htmlFor={`${idPrefix}-phone`}
        rules={[optionalContractRule(mobilePhoneSchema)]}
      >
        <Input id={`${idPrefix}-phone`} inputMode="tel" maxLength={11} />
      </Form.Item>
      {isNew && (
        <Form.Item
          name="password"
          label={t('person.password')}
          extra={t('person.passwordHint')}
          htmlFor={`${idPrefix}-password`}
          rules={[contractRule(passwordSchema)]}
        >
          <Input.Password id={`${idPrefix}-password`} autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
