import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveArea } from '../api/areas';
import type { AreaDraft } from '../api/areas';
import type { AreaRecord } from '../api/types';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';

export interface AreaDialogProps {
  parent: AreaRecord;
  /** null adds a sub-area below the parent. */
  area: AreaRecord | null;
  onClose: () => void;
}

/** Add a sub-area below an area in scope, or rename one; the server checks the same rules. */
export default function AreaDialog({ parent, area, onClose }: AreaDialogProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<AreaDraft>();
  const { busy, submit } = useSaveForm(form, {
    save: (values) => saveArea({ ...values, id: area?.id, parentId: parent.id }),
    invalidate: ['adminBasis'],
    onSaved: onClose,
  });
  return (
    <Modal
      open
      title={area ? t('area.editTitle') : t('area.createTitle', { parent: parent.name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={area ?? {}} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('area.name')}
          htmlFor="area-name"
          rules={[{ required: true, whitespace: true, min: 2, max: 30, message: t('area.nameRule') }]}
        >
          <Input id="area-name" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('area.code')}
          htmlFor="area-code"
          rules={[{ required: true, pattern: /^\d{6,12}$/, message: t('area.codeRule') }]}
        >
          <Input id="area-code" inputMode="numeric" maxLength={12} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
