import { CertificateType } from '@pingjia/contract';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassChoices } from '../api/scope';
import { findExistingStudents } from '../api/existence';
import { saveStudent, studentsKey } from '../api/students';
import type { StudentDraft } from '../api/students';
import type { StudentRecord } from '../api/types';
import { isConfirmedNew } from '../hooks/confirm-new-person';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';
import { CertificateFields } from './certificate-fields';
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
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveStudent({ ...values, id: student?.id }),
    confirm: !student ? (values) => isConfirmedNew(t, () => findExistingStudents(values)) : undefined,
    invalidate: studentsKey,
    onSaved: onClose,
  });
  return (
    <Modal
      open
      title={t(student ? 'student.editTitle' : 'student.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          gender: '1',
          ...student,
          phone: undefined,
          certificateType: student?.certificateType ?? CertificateType.idCard,
        }}
        onFinish={submit}
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
        <CertificateFields isNew={!student} />
      </Form>
    </Modal>
  );
}
