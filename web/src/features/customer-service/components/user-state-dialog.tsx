import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { setUserState, usersKey } from '../api/user-calls';
import type { CustomerUser } from '../api/user-calls';
import { CUSTOMER_SERVICE_NS } from '../i18n';
import { succeeded } from './form-helpers';
import { ReasonField } from './reason-field';
import { Typography } from '../../../shared/admin/typography';

/** Deactivates an active account or activates a deactivated one, with the reason for the audit log. */
export default function UserStateDialog({ user, onClose }: { user: CustomerUser; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMER_SERVICE_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const next = user.state === 1 ? 0 : 1;
  const action = t(next === 0 ? 'deactivate' : 'activate');
  const submit = async () => {
    // A refused field shows its message under the field; there is nothing more to do.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const reason = values.reason;
    setBusy(true);
    const done = await succeeded(() => setUserState(user.id, next, reason.trim()));
    setBusy(false);
    if (!done) return;
    showToast(t('stateDone'), 'success');
    await queryClient.invalidateQueries({ queryKey: usersKey });
    onClose();
  };
  return (
    <Modal
      open
      title={action}
      okText={t('confirm')}
      okButtonProps={{ danger: next === 0 }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Typography.Paragraph>{t('confirmState', { action, name: user.userName })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <ReasonField id="cs-state-reason" />
      </Form>
    </Modal>
  );
}
