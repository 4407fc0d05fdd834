import { GRADE_LEVELS, gradeName } from '@pingjia/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveSchool } from '../api/schools';
import type { SchoolDraft } from '../api/schools';
import { useAreaChoices } from '../api/scope';
import type { SchoolRecord } from '../api/types';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';

export interface SchoolDialogProps {
  /** null adds a new school. */
  school: SchoolRecord | null;
  onClose: () => void;
}

/** Add a school in a district of the caller's areas (with the grades it teaches), or rename or move one. */
export default function SchoolDialog({ school, onClose }: SchoolDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<SchoolDraft>();
  const areas = useAreaChoices(true);
  const districts = (areas.data ?? []).filter((area) => area.level === 'district');
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveSchool({ ...values, id: school?.id }),
    // Dialogs of other pages list schools too.
    invalidate: ['adminBasis'],
    onSaved: onClose,
  });
  if (areas.isLoading) return null;
  const initialValues = school ?? {
    districtId: districts.length === 1 ? districts[0]?.id : undefined,
    gradeLevels: [],
  };
  return (
    <Modal
      open
      title={t(school ? 'school.editTitle' : 'school.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Form.Item
          name="organizationName"
          label={t('school.name')}
          htmlFor="school-name"
          rules={[{ required: true, whitespace: true, min: 2, max: 60, message: t('school.nameRule') }]}
        >
          <Input id="school-name" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="districtId"
          label={t('school.district')}
          htmlFor="school-district"
          rules={[{ required: true, message: t('school.districtRequired') }]}
        >
          <Select id="school-district" options={districts.map((area) => ({ value: area.id, label: area.name }))} />
        </Form.Item>
        {!school && (
          <Form.Item
            name="gradeLevels"
            label={t('school.gradeLevels')}
            extra={t('school.gradeLevelsHint')}
            htmlFor="school-grades"
          >
            <Select
              id="school-grades"
              mode="multiple"
              options={GRADE_LEVELS.map((level) => ({ value: level, label: gradeName(level) }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
