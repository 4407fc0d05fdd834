import { passwordSchema } from '@pingjia/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../hooks/contract-rule';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

export interface PasswordDialogProps {
  open: boolean;
  message: string;
  onCancel: () => void;
  /** Runs the reset with the chosen password; the dialog closes when it resolves. */
  onConfirm: (password: string) => Promise<void>;
}

/** Confirmation plus the new initial password (§5 rules), for every batch reset. */
export default function PasswordDialog({ open, message, onCancel, onConfirm }: PasswordDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    if (await runAction(() => onConfirm(password), form)) form.resetFields();
    setBusy(false);
  };
  return (
    <Modal
      title={t('reset.title')}
      open={open}
      onCancel={onCancel}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('person.password')}
          extra={t('person.passwordHint')}
          htmlFor="reset-password"
          rules={[contractRule(passwordSchema)]}
        >
          <Input.Password id="reset-password" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
