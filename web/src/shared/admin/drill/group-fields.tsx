import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRILL_NS } from './i18n';

/** The "all activities" choice: activity ids are positive, so 0 names none of them. */
const ALL_ACTIVITIES = 0;

/** A task group as the task-group list (progress.getDropdownBox) gives it. */
export interface TaskGroupChoice {
  tgiId: number;
  tgiName: string;
  activities: readonly { activityId: number; activityName: string }[];
}

interface GroupFieldsProps {
  /** Starts the selects' ids (`<prefix>-group`, `<prefix>-activity`), unique on the page. */
  idPrefix: string;
  groups: readonly TaskGroupChoice[];
  taskGroupId: number;
  activityId: number | undefined;
  onTaskGroup: (taskGroupId: number) => void;
  onActivity: (activityId: number | undefined) => void;
  /** Off where one activity must be chosen (a reset is of one activity). */
  allowAllActivities?: boolean;
}

/** Which task group and which of its activities (or all of them): fields of the page's filter form. */
export function GroupFields({
  idPrefix,
  groups,
  taskGroupId,
  activityId,
  onTaskGroup,
  onActivity,
  allowAllActivities = true,
}: GroupFieldsProps) {
  const { t } = useTranslation(DRILL_NS);
  const activities = groups.find((group) => group.tgiId === taskGroupId)?.activities ?? [];
  const activityOptions = activities.map((activity) => ({ value: activity.activityId, label: activity.activityName }));
  return (
    <>
      <Form.Item label={t('filters.taskGroup')} htmlFor={`${idPrefix}-group`}>
        <Select
          id={`${idPrefix}-group`}
          style={{ minWidth: 300 }}
          value={taskGroupId}
          onChange={onTaskGroup}
          showSearch={{ optionFilterProp: 'label' }}
          options={groups.map((group) => ({ value: group.tgiId, label: group.tgiName }))}
        />
      </Form.Item>
      <Form.Item label={t('filters.activity')} htmlFor={`${idPrefix}-activity`}>
        <Select
          id={`${idPrefix}-activity`}
          style={{ minWidth: 240 }}
          value={activityId ?? (allowAllActivities ? ALL_ACTIVITIES : undefined)}
          placeholder={t('filters.chooseActivity')}
          onChange={(value: number) => onActivity(value === ALL_ACTIVITIES ? undefined : value)}
          showSearch={{ optionFilterProp: 'label' }}
          options={
            allowAllActivities
              ? [{ value: ALL_ACTIVITIES, label: t('filters.allActivities') }, ...activityOptions]
              : activityOptions
          }
        />
      </Form.Item>
    </>
  );
}
