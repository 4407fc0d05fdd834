import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { saveClass } from '../api/classes';
import type { ClassDraft } from '../api/classes';
import { useSchoolChoices } from '../api/scope';
import type { ClassRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';

const GRADE_LEVELS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface ClassDialogProps {
  /** null creates a new class. */
  schoolClass: ClassRecord | null;
  onClose: () => void;
}

/** Create or rename a class; its grade is created on first use by the server. */
export default function ClassDialog({ schoolClass, onClose }: ClassDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<ClassDraft>();
  const schools = useSchoolChoices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const saved = await runAction(() => saveClass({ ...values, id: schoolClass?.id }), form);
    setBusy(false);
    if (!saved) return;
    showToast(t('common.saved'), 'success');
    // The choices of the student and teacher dialogs list classes too.
    await queryClient.invalidateQueries({ queryKey: ['adminBasis'] });
    onClose();
  };
  if (schools.isLoading) return null;
  return (
    <Modal
      open
      title={t(schoolClass ? 'classes.editTitle' : 'classes.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={schoolClass ?? { schoolId: schools.data?.[0]?.id, gradeLevel: 1 }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="schoolId"
          label={t('common.school')}
          htmlFor="class-school"
          rules={[{ required: true, message: t('common.school') }]}
        >
          <Select
            id="class-school"
            options={schools.data?.map((item) => ({
              value: item.id,
              label: item.organizationName,
            }))}
          />
        </Form.Item>
        <Form.Item name="gradeLevel" label={t('classes.gradeLevel')} htmlFor="class-grade">
          <Select
            id="class-grade"
            options={GRADE_LEVELS.map((level) => ({
              value: level,
              label: t('classes.gradeLevelOption', { level }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('classes.name')}
          htmlFor="class-name"
          rules={[
            {
              required: true,
              whitespace: true,
              max: 20,
              message: t('classes.nameRequired'),
            },
          ]}
        >
          <Input id="class-name" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
