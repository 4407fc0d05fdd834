import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { DANMU_MAX_CHARS, useSaveDanmu, type DanmuDraft } from '../api/danmu';
import { CONTENT_ADMIN_NS } from '../i18n';

// The request layer has already shown the server's message; the dialog stays open for a fix.
const ignoreShownFailure = () => undefined;

interface DanmuFormProps {
  /** The message being edited, or the defaults of a new one. */
  initial: DanmuDraft;
  onClose: () => void;
}

export function DanmuForm({ initial, onClose }: DanmuFormProps) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const [form] = Form.useForm<DanmuDraft>();
  const save = useSaveDanmu();

  async function submit(values: DanmuDraft) {
    await save.mutateAsync({ ...values, id: initial.id });
    showToast(t('danmu.saved'), 'success');
    onClose();
  }

  return (
    <Modal
      open
      title={t(initial.id === undefined ? 'danmu.addTitle' : 'danmu.editTitle')}
      okText={t('danmu.save')}
      cancelText={t('danmu.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DanmuDraft>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values).catch(ignoreShownFailure)}
      >
        <Form.Item
          name="content"
          label={t('danmu.content')}
          rules={[
            { required: true, whitespace: true, message: t('danmu.contentRequired') },
            { max: DANMU_MAX_CHARS, message: t('danmu.contentTooLong') },
          ]}
        >
          <Input id="danmu-content" showCount maxLength={DANMU_MAX_CHARS} autoFocus />
        </Form.Item>
        <Form.Item name="enabled" label={t('danmu.enabled')} valuePropName="checked">
          <Switch id="danmu-enabled" />
        </Form.Item>
        <Form.Item name="sort" label={t('danmu.sort')}>
          <InputNumber id="danmu-sort" min={0} max={10_000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
