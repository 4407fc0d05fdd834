import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { participationKey, setParticipation, taskGroupsQueryOptions } from '../api/participation';
import type { ParticipationChoice } from '../api/participation';
import type { ParticipationSubject } from '../api/types';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

export interface ParticipationDialogProps {
  subjectType: ParticipationSubject;
  ids: number[];
  /** The task group when the page has already chosen one; otherwise the dialog asks. */
  taskGroupId?: number;
  /** `saved` tells whether the change went through (the page may then clear its selection). */
  onClose: (saved: boolean) => void;
}

/** §2's participate / not-participate confirm dialog for the selected schools or students of one task group. */
export default function ParticipationDialog({ subjectType, ids, taskGroupId, onClose }: ParticipationDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<ParticipationChoice>();
  const groups = useQuery(taskGroupsQueryOptions);
  const queryClient = useQueryClient();
  const participates = Form.useWatch('participates', form) ?? true;
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const done = await runAction(
      () => setParticipation(values.taskGroupId, subjectType, ids, values.participates),
      form,
    );
    setBusy(false);
    if (!done) return;
    showToast(t('participation.done'), 'success');
    await queryClient.invalidateQueries({ queryKey: participationKey });
    onClose(true);
  };
  const choice = t(participates ? 'participation.participate' : 'participation.notParticipate');
  return (
    <Modal
      open
      title={t('participation.title')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={{ participates: true, taskGroupId }}>
        <Form.Item
          name="taskGroupId"
          label={t('participation.taskGroup')}
          htmlFor="participation-group"
          rules={[{ required: true, message: t('participation.taskGroup') }]}
        >
          <Select
            id="participation-group"
            disabled={taskGroupId !== undefined}
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
      <Typography.Paragraph strong>{t('participation.confirm', { count: ids.length, choice })}</Typography.Paragraph>
    </Modal>
  );
}
