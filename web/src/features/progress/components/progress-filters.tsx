import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupFields } from '../../../shared/admin/drill/group-fields';
import type { ProgressTaskGroup } from '../api/task-groups';
import { userTypesQueryOptions } from '../api/user-types';
import { PROGRESS_NS } from '../i18n';

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
export function ProgressFilters({ withUserType, ...fields }: ProgressFiltersProps) {
  return (
    <Form layout="inline">
      <GroupFields idPrefix="progress" {...fields} />
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
