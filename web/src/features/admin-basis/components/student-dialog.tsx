import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { useClassChoices } from '../api/scope';
import { saveStudent, studentsKey } from '../api/students';
import type { StudentDraft } from '../api/students';
import type { StudentRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';
import { PersonFields } from './person-fields';

export interface StudentDialogProps {
  /** null creates a new student. */
  student: StudentRecord | null;
  onClose: () => void;
}

/** Create or edit one student; loaded only when opened. */
export default function StudentDialog({ student, onClose }: StudentDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<StudentDraft>();
  const classes = useClassChoices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const saved = await runAction(() => saveStudent({ ...values, id: student?.id }), form);
    setBusy(false);
    if (!saved) return;
    showToast(t('common.saved'), 'success');
    await queryClient.invalidateQueries({ queryKey: studentsKey });
    onClose();
  };
  return (
    <Modal
      open
      title={t(student ? 'student.editTitle' : 'student.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ gender: '1', ...student, phone: undefined }}
        onFinish={() => void submit()}
      >
        <PersonFields isNew={!student} idPrefix="student" />
        <Form.Item
          name="classId"
          label={t('common.class')}
          htmlFor="student-class"
          rules={[{ required: true, message: t('common.class') }]}
        >
          <Select
            id="student-class"
            loading={classes.isLoading}
            options={classes.data?.map((item) => ({
              value: item.id,
              label: `${item.schoolName} ${item.gradeName} ${item.name}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
