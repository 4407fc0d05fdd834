import { GRADE_LEVELS, gradeName } from '@pingjia/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveClass } from '../api/classes';
import type { ClassDraft } from '../api/classes';
import { useSchoolChoices } from '../api/scope';
import type { ClassRecord } from '../api/types';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';

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
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveClass({ ...values, id: schoolClass?.id }),
    // The choices of the student and teacher dialogs list classes too.
    invalidate: ['adminBasis'],
    onSaved: onClose,
  });
  if (schools.isLoading) return null;
  return (
    <Modal
      open
      title={t(schoolClass ? 'classes.editTitle' : 'classes.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={schoolClass ?? { schoolId: schools.data?.[0]?.id, gradeLevel: 1 }}
        onFinish={submit}
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
              label: gradeName(level),
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
