import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { listTaskGroups, setParticipation } from '../api/people-actions';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';

interface ParticipationValues {
  taskGroupId: number;
  participates: boolean;
}

/** The participate / not-participate choice for the selected students in one task group, confirmed before it is sent. */
export default function ParticipationDialog({ studentIds, onClose }: { studentIds: number[]; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<ParticipationValues>();
  const groups = useQuery({ queryKey: ['adminBasis', 'taskGroups'], queryFn: listTaskGroups });
  const participates = Form.useWatch('participates', form) ?? true;
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const done = await runAction(() => setParticipation(values.taskGroupId, studentIds, values.participates), form);
    setBusy(false);
    if (!done) return;
    showToast(t('participation.done'), 'success');
    onClose();
  };
  const choice = t(participates ? 'participation.participate' : 'participation.notParticipate');
  return (
    <Modal
      open
      title={t('participation.title')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={{ participates: true }}>
        <Form.Item
          name="taskGroupId"
          label={t('participation.taskGroup')}
          htmlFor="participation-group"
          rules={[{ required: true, message: t('participation.taskGroup') }]}
        >
          <Select
            id="participation-group"
            loading={groups.isLoading}
            options={groups.data?.map((group) => ({ value: group.tgiId, label: group.name }))}
          />
        </Form.Item>
        <Form.Item name="participates">
          <Radio.Group
            options={[
              { value: true, label: t('participation.participate') },
              { value: false, label: t('participation.notParticipate') },
            ]}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph strong>{t('participation.confirm', { count: studentIds.length, choice })}</Typography.Paragraph>
    </Modal>
  );
}
