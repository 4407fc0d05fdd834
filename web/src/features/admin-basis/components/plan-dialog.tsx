import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskGroupsQueryOptions } from '../api/participation';
import { plansKey, savePlan } from '../api/plans';
import type { PlanDraft } from '../api/plans';
import type { GradePlan } from '../api/types';
import { useSaveForm } from '../hooks/use-save-form';
import { ADMIN_BASIS_NS } from '../i18n';

/** Chooses a grade's task groups and its stamina limit; saving replaces the grade's whole plan. */
export default function PlanDialog({ plan, onClose }: { plan: GradePlan; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [form] = Form.useForm<PlanDraft>();
  const groups = useQuery(taskGroupsQueryOptions);
  const { busy, submit } = useSaveForm(form, {
    save: (values) => savePlan({ ...values, gradeId: plan.gradeId }),
    invalidate: plansKey,
    onSaved: onClose,
  });
  const initialValues: Omit<PlanDraft, 'gradeId'> = {
    taskGroupIds: plan.taskGroups.map((group) => group.tgiId),
    maxFinish: plan.maxFinish,
    recentlyDay: plan.recentlyDay,
  };
  return (
    <Modal
      open
      width={600}
      title={t('plan.editTitle', { grade: plan.gradeName })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item name="taskGroupIds" label={t('plan.taskGroups')} htmlFor="plan-groups">
          <Select
            id="plan-groups"
            mode="multiple"
            loading={groups.isLoading}
            optionFilterProp="label"
            options={groups.data?.map((group) => ({ value: group.tgiId, label: group.name }))}
          />
        </Form.Item>
        <Form.Item
          name="maxFinish"
          label={t('plan.maxFinish')}
          extra={t('plan.maxFinishHint')}
          htmlFor="plan-max-finish"
          rules={[{ required: true, message: t('plan.maxFinish') }]}
        >
          <InputNumber id="plan-max-finish" min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item
          name="recentlyDay"
          label={t('plan.recentlyDay')}
          htmlFor="plan-recently-day"
          rules={[{ required: true, message: t('plan.recentlyDay') }]}
        >
          <InputNumber id="plan-recently-day" min={1} max={30} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
