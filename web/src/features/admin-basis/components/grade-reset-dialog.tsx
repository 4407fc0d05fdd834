import { passwordSchema } from '@pingjia/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { resetGradePassword } from '../api/people-actions';
import type { GradeReset } from '../api/people-actions';
import { useClassChoices } from '../api/scope';
import { contractRule } from '../hooks/contract-rule';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

/** Resets every student of one grade to a chosen initial password, after the confirmation text. */
export default function GradeResetDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<GradeReset>();
  const classes = useClassChoices();
  const [busy, setBusy] = useState(false);
  const grades = new Map((classes.data ?? []).map((item) => [item.gradeId, `${item.schoolName} ${item.gradeName}`]));
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const done = await runAction(() => resetGradePassword(values.gradeId, values.password), form);
    setBusy(false);
    if (!done) return;
    showToast(t('common.saved'), 'success');
    onClose();
  };
  return (
    <Modal
      open
      title={t('reset.grade')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Typography.Paragraph>{t('reset.gradeConfirm')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="gradeId"
          label={t('common.grade')}
          htmlFor="grade-reset-grade"
          rules={[{ required: true, message: t('common.grade') }]}
        >
          <Select
            id="grade-reset-grade"
            loading={classes.isLoading}
            options={[...grades].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('person.password')}
          extra={t('person.passwordHint')}
          htmlFor="grade-reset-password"
          rules={[contractRule(passwordSchema)]}
        >
          <Input.Password id="grade-reset-password" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
