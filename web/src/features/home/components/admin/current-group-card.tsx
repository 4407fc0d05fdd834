import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { adminFiguresQueryOptions } from '../../api/admin-figures';
import { currentGroupQueryOptions } from '../../api/current-group';
import { useCanReadProgress } from '../../hooks/use-can-read-progress';
import { CURRENT_GROUP_NS } from './current-group-i18n';
import { GroupFigures } from './group-figures';
import { NotStartedCard } from './not-started-card';

function CurrentGroupPanels() {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  const current = useQuery(currentGroupQueryOptions);
  const figures = useQuery(adminFiguresQueryOptions);
  // A class-wide scope (head teacher, teacher) follows its students one by one.
  const followsStudents = figures.data?.level === 'class';
  return (
    <>
      <Panel title={t('title')}>
        {current.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
        {current.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('failed')}
            action={<Button onClick={() => void current.refetch()}>{t('retry')}</Button>}
          />
        )}
        {current.data === null && <Empty description={t('noGroup')} />}
        {current.data && <GroupFigures group={current.data} />}
      </Panel>
      {current.data && followsStudents && <NotStartedCard tgiId={current.data.tgiId} />}
    </>
  );
}

/**
 * The current task group's completion for the caller's scope (the running group that started
 * last), with the "not started yet" list for a class-wide scope. Roles that do not read progress see nothing.
 */
export function CurrentGroupCard() {
  return useCanReadProgress() ? <CurrentGroupPanels /> : null;
}
