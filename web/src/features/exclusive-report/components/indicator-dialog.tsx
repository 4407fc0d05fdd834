import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../shared/forms/field-errors';
import { showToast } from '../../../shared/feedback/toast';
import { isRequestError } from '../../../shared/request';
import { saveIndicator, type Indicator } from '../api/indicators';
import { exclusiveKey } from '../api/keys';
import { EXCLUSIVE_REPORT_NS } from '../i18n';

interface IndicatorValues {
  aspectId: string;
  name: string;
  activityIds: number[];
}

const FIELDS: readonly (keyof IndicatorValues)[] = ['aspectId', 'name', 'activityIds'];

interface IndicatorDialogProps {
  /** null adds a new indicator. */
  indicator: Indicator | null;
  schoolId: number;
  aspects: readonly { id: string; name: string }[];
  activities: readonly { activityId: number; activityName: string }[];
  onClose: () => void;
}

/**
 * Adds or edits one of the school's own indicators: its aspect, its name and the activities that
 * count towards it. The rules are the contract's (saveExclusiveIndicator: a name of 1 to 30
 * characters, 1 to 50 activities); the server's own field messages land on the fields too.
 */
// The default export lets the panel load the dialog (Modal, Input) only when it opens.
export default function IndicatorDialog({ indicator, schoolId, aspects, activities, onClose }: IndicatorDialogProps) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const [form] = Form.useForm<IndicatorValues>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const known = new Set(activities.map((activity) => activity.activityId));
  // An activity counted before that this report's task group lacks stays chosen, named as such.
  const activityOptions = [
    ...activities.map((activity) => ({ value: activity.activityId, label: activity.activityName })),
    ...(indicator?.activityIds ?? [])
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: t('indicators.otherActivity', { id }) })),
  ];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      await saveIndicator({ id: indicator?.id, schoolId, ...values, name: values.name.trim() });
    } catch (error) {
      if (!isRequestError(error)) throw error;
      // The request layer has shown the failure; a field's own message goes beside the field.
      const byField = serverFieldErrors<keyof IndicatorValues>(error.errors);
      form.setFields(FIELDS.filter((name) => byField[name]).map((name) => ({ name, errors: [byField[name] ?? ''] })));
      return;
    } finally {
      setBusy(false);
    }
    showToast(t('dialog.saved'), 'success');
    await queryClient.invalidateQueries({ queryKey: exclusiveKey });
    onClose();
  };

  return (
    <Modal
      open
      title={t(indicator ? 'dialog.editTitle' : 'dialog.createTitle')}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form<IndicatorValues>
        form={form}
        layout="vertical"
        initialValues={indicator ?? { activityIds: [] }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="aspectId"
          label={t('indicators.aspect')}
          htmlFor="exclusive-aspect"
          rules={[{ required: true, message: t('dialog.aspectRequired') }]}
        >
          <Select id="exclusive-aspect" options={aspects.map((aspect) => ({ value: aspect.id, label: aspect.name }))} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('indicators.name')}
          htmlFor="exclusive-name"
          rules={[{ required: true, whitespace: true, max: 30, message: t('dialog.nameRequired') }]}
        >
          <Input id="exclusive-name" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="activityIds"
          label={t('indicators.activities')}
          htmlFor="exclusive-activities"
          extra={t('dialog.activitiesHint')}
          rules={[{ required: true, type: 'array', min: 1, max: 50, message: t('dialog.activitiesRequired') }]}
        >
          <Select
            id="exclusive-activities"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={activityOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
