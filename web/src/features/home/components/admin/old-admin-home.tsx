import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { TableColumnsType } from '../../../../shared/admin/lazy-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../shared/admin/panel';
import { LazyTable } from '../../../../shared/admin/lazy-table';
import { getHomeBreakdown } from '../../api/admin-figures';
import type { BreakdownRow } from '../../api/admin-figures';
import { useHome } from '../../hooks/use-home';
import { FIGURES_NS, FiguresCard, TaskGroupsCard } from './admin-figures';
import { Typography } from '../../../../shared/admin/typography';
import './admin-home.css';

const PAGE_SIZE = 20;

/** Today's figures per school or class of the scope, paged on the server. */
function BreakdownCard() {
  const { t } = useTranslation(FIGURES_NS);
  const [pageIndex, setPageIndex] = useState(1);
  const breakdown = useQuery({
    queryKey: ['home', 'breakdown', pageIndex],
    queryFn: () => getHomeBreakdown(pageIndex, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const unit = breakdown.data?.unit ?? 'school';
  const columns: TableColumnsType<BreakdownRow> = [
    { title: t(`unit.${unit}`), dataIndex: 'name' },
    ...(unit === 'school' ? [{ title: t('classCount'), dataIndex: 'classCount' as const }] : []),
    { title: t('studentCount'), dataIndex: 'studentCount' },
    { title: t('studentsFinishedToday'), dataIndex: 'studentsFinishedToday' },
    { title: t('finishedToday'), dataIndex: 'finishedToday' },
  ];
  return (
    <Panel title={t('breakdownTitle')}>
      {breakdown.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('breakdownFailed')}
          action={<Button onClick={() => void breakdown.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <LazyTable<BreakdownRow>
          rowKey="id"
          columns={columns}
          dataSource={breakdown.data?.records}
          loading={breakdown.isFetching}
          locale={{ emptyText: t('noRows') }}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: breakdown.data?.total ?? 0,
            showTotal: (count) => t('total', { count }),
            onChange: setPageIndex,
          }}
        />
      )}
    </Panel>
  );
}

/** /adminIndex/oldPage: the classic admin home, a table-first view of the same figures. */
export function OldAdminHome() {
  const { t } = useTranslation();
  const home = useHome();
  return (
    <>
      <Panel>
        <Typography.Title level={4}>{home.greeting}</Typography.Title>
        <Typography.Text type="secondary">
          {t('home.currentRole')}: {home.currentRoleLabel} · {t('home.serverTime')}: <time>{home.serverTime}</time>
        </Typography.Text>
      </Panel>
      <FiguresCard />
      <BreakdownCard />
      <TaskGroupsCard />
    </>
  );
}
