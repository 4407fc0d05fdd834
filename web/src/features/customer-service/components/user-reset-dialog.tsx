import { passwordSchema } from '@pingjia/contract';
import { ReasonField } from './reason-field';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { resetUserPassword } from '../api/user-calls';
import type { CustomerUser } from '../api/user-calls';
import { CUSTOMER_SERVICE_NS } from '../i18n';
import { contractRule, succeeded } from './form-helpers';
import { Typography } from '../../../shared/admin/typography';

/** Sets a new password (§5 rules) that the user must change at their next sign-in, with the reason for the audit log. */
export default function UserResetDialog({ user, onClose }: { user: CustomerUser; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMER_SERVICE_NS);
  const [form] = Form.useForm<{ password: string; reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // A refused field shows its message under the field; there is nothing more to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { password, reason } = values;
    setBusy(true);
    const done = await succeeded(() => resetUserPassword(user.id, password, reason.trim()));
    setBusy(false);
    if (!done) return;
    showToast(t('resetDone'), 'success');
    onClose();
  };
  return (
    <Modal
      open
      title={t('resetTitle', { name: user.userName })}
      okText={t('resetPassword')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Typography.Paragraph type="secondary">{t('resetHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('newPassword')}
          htmlFor="cs-reset-password"
          rules={[contractRule(passwordSchema)]}
        >
          <Input.Password id="cs-reset-password" autoComplete="new-password" />
        </Form.Item>
        <ReasonField id="cs-reset-reason" />
      </Form>
    </Modal>
  );
}
