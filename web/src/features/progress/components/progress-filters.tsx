import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProgressTaskGroup } from '../api/task-groups';
import { userTypesQueryOptions } from '../api/user-types';
import { PROGRESS_NS } from '../i18n';

/** The "all activities" choice: activity ids are positive, so 0 names none of them. */
const ALL_ACTIVITIES = 0;

interface ProgressFiltersProps {
  groups: ProgressTaskGroup[];
  taskGroupId: number;
  activityId: number | undefined;
  onTaskGroup: (taskGroupId: number) => void;
  onActivity: (activityId: number | undefined) => void;
  /** The progress page may sum every activity of the group; a reset is of one activity. */
  allowAllActivities: boolean;
  withUserType: boolean;
}

/** Which task group, which of its activities and (on the progress page) which user type. */
export function ProgressFilters({
  groups,
  taskGroupId,
  activityId,
  onTaskGroup,
  onActivity,
  allowAllActivities,
  withUserType,
}: ProgressFiltersProps) {
  const { t } = useTranslation(PROGRESS_NS);
  const activities = groups.find((group) => group.tgiId === taskGroupId)?.activities ?? [];
  const activityOptions = activities.map((activity) => ({ value: activity.activityId, label: activity.activityName }));
  return (
    <Form layout="inline">
      <Form.Item label={t('filters.taskGroup')} htmlFor="progress-group">
        <Select
          id="progress-group"
          style={{ minWidth: 300 }}
          value={taskGroupId}
          onChange={onTaskGroup}
          showSearch={{ optionFilterProp: 'label' }}
          options={groups.map((group) => ({ value: group.tgiId, label: group.tgiName }))}
        />
      </Form.Item>
      <Form.Item label={t('filters.activity')} htmlFor="progress-activity">
        <Select
          id="progress-activity"
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
      {withUserType && <UserTypeFilter />}
    </Form>
  );
}

/** The user types that answer; students are the only one today, so the choice is shown, not asked. */
function UserTypeFilter() {
  const { t } = useTranslation(PROGRESS_NS);
  const userTypes = useQuery(userTypesQueryOptions);
  return (
    <Form.Item label={t('filters.userType')} htmlFor="progress-user-type">
      <Select
        id="progress-user-type"
        style={{ minWidth: 120 }}
        loading={userTypes.isLoading}
        value={userTypes.data?.[0]?.userType}
        options={userTypes.data?.map((type) => ({ value: type.userType, label: t(`filters.userTypes.${type.key}`) }))}
      />
    </Form.Item>
  );
}
