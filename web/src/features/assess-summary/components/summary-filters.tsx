import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryTaskGroup } from '../api/task-groups';
import { ASSESS_SUMMARY_NS } from '../i18n';

/** The "all activities" choice: activity ids are positive, so 0 names none of them. */
const ALL_ACTIVITIES = 0;

interface SummaryFiltersProps {
  groups: SummaryTaskGroup[];
  taskGroupId: number;
  activityId: number | undefined;
  onTaskGroup: (taskGroupId: number) => void;
  onActivity: (activityId: number | undefined) => void;
}

/** Which task group, and which of its activities (or all of them), the figures count. */
export function SummaryFilters({ groups, taskGroupId, activityId, onTaskGroup, onActivity }: SummaryFiltersProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const activities = groups.find((group) => group.tgiId === taskGroupId)?.activities ?? [];
  return (
    <Form layout="inline" aria-label={t('filters.label')}>
      <Form.Item label={t('filters.taskGroup')} htmlFor="summary-group">
        <Select
          id="summary-group"
          style={{ minWidth: 300 }}
          value={taskGroupId}
          onChange={onTaskGroup}
          showSearch={{ optionFilterProp: 'label' }}
          options={groups.map((group) => ({ value: group.tgiId, label: group.tgiName }))}
        />
      </Form.Item>
      <Form.Item label={t('filters.activity')} htmlFor="summary-activity">
        <Select
          id="summary-activity"
          style={{ minWidth: 240 }}
          value={activityId ?? ALL_ACTIVITIES}
          onChange={(value: number) => onActivity(value === ALL_ACTIVITIES ? undefined : value)}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: ALL_ACTIVITIES, label: t('filters.allActivities') },
            ...activities.map((activity) => ({ value: activity.activityId, label: activity.activityName })),
          ]}
        />
      </Form.Item>
    </Form>
  );
}
