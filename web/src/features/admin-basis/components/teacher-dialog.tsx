import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { findExistingStaff } from '../api/existence';
import { useSchoolChoices } from '../api/scope';
import { saveTeacher, teachersKey } from '../api/teachers';
import type { TeacherDraft } from '../api/teachers';
import type { TeacherRecord } from '../api/types';
import { isConfirmedNew } from '../hooks/confirm-new-person';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';
import { PersonFields } from './person-fields';
import { RoleFields } from './role-fields';

export interface TeacherDialogProps {
  /** null creates a new teacher. */
  teacher: TeacherRecord | null;
  onClose: () => void;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

function initialValuesOf(teacher: TeacherRecord | null, defaultSchoolId: number | undefined): Partial<TeacherDraft> {
  if (!teacher)
    return {
      gender: '1',
      schoolId: defaultSchoolId,
      teacherClassList: [],
      headTeacherClassList: [],
      manageSchoolList: [],
      manageAreaList: [],
      parentStudentList: [],
    };
  return {
    userName: teacher.userName,
    loginName: teacher.loginName,
    gender: teacher.gender === '0' ? '0' : '1',
    schoolId: teacher.schoolId,
    teacherClassList: ids(teacher.teacherClassList),
    headTeacherClassList: ids(teacher.headTeacherClassList),
    manageSchoolList: ids(teacher.manageSchoolList),
    manageAreaList: ids(teacher.manageAreaList),
    parentStudentList: ids(teacher.parentStudentList),
  };
}

/** Create or edit one staff member (userType 0) with their role choices; loaded only when opened. */
export default function TeacherDialog({ teacher, onClose }: TeacherDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<TeacherDraft>();
  const schools = useSchoolChoices();
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveTeacher({ ...values, id: teacher?.id }),
    confirm: !teacher ? (values) => isConfirmedNew(t, () => findExistingStaff(values)) : undefined,
    invalidate: teachersKey,
    onSaved: onClose,
  });
  if (schools.isLoading) return null;
  return (
    <Modal
      open
      width={640}
      title={t(teacher ? 'teacher.editTitle' : 'teacher.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={initialValuesOf(teacher, schools.data?.[0]?.id)}>
        <PersonFields isNew={!teacher} idPrefix="teacher" />
        <Form.Item name="schoolId" label={t('common.school')} htmlFor="teacher-school">
          <Select
            id="teacher-school"
            allowClear
            options={schools.data?.map((item) => ({
              value: item.id,
              label: item.organizationName,
            }))}
          />
        </Form.Item>
        <RoleFields teacher={teacher} />
      </Form>
    </Modal>
  );
}
