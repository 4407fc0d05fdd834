import { customerReasonSchema } from '@pingjia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SERVICE_NS } from '../i18n';
import { contractRule } from './form-helpers';

/** Why the agent changes the account (the contract's rule): the audit log keeps it with the change. */
export function ReasonField({ id }: { id: string }) {
  const { t } = useTranslation(CUSTOMER_SERVICE_NS);
  return (
    <Form.Item
      name="reason"
      label={t('reason')}
      htmlFor={id}
      extra={t('reasonHint')}
      rules={[contractRule(customerReasonSchema)]}
    >
      <Input.TextArea id={id} rows={2} maxLength={200} showCount />
    </Form.Item>
  );
}
