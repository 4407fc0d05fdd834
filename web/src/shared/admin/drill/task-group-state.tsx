import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRILL_NS } from './i18n';
import { LoadFailed } from './load-failed';
import { Typography } from '../typography';

type TaskGroupsQuery = Pick<UseQueryResult<{ taskGroups: readonly unknown[] }>, 'isLoading' | 'isError' | 'data'> & {
  refetch: () => Promise<unknown>;
};

/** What stands in for the filters while the task groups load, when they fail, or when the scope has none. */
export function TaskGroupState({ groups }: { groups: TaskGroupsQuery }) {
  const { t } = useTranslation(DRILL_NS);
  if (groups.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (groups.isError) return <LoadFailed onRetry={() => void groups.refetch()} />;
  if (groups.data?.taskGroups.length === 0) {
    return <Empty description={<Typography.Text>{t('noGroups')}</Typography.Text>} />;
  }
  return null;
}
