import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import type { ParticipationSubject } from '../api/types';
import type { PagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { PagedTable } from './paged-table';
import { Typography } from '../../../shared/admin/typography';

const ParticipationDialog = lazy(() => import('./participation-dialog'));

interface ParticipationCardProps<T extends { id: number }> {
  title: string;
  subjectType: ParticipationSubject;
  taskGroupId: number;
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  /** The filter fields' id prefix: the page shows two of these cards. */
  idPrefix: string;
}

/** A searchable table of schools or students whose selected rows get the participate / not-participate dialog. */
export function ParticipationCard<T extends { id: number }>({
  title,
  subjectType,
  taskGroupId,
  list,
  columns,
  idPrefix,
}: ParticipationCardProps<T>) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [choosing, setChoosing] = useState(false);
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} withState={false} idPrefix={idPrefix} />
        <Space wrap>
          <Typography.Text type="secondary">{t('common.selected', { count: selectedIds.length })}</Typography.Text>
          <Button disabled={selectedIds.length === 0} onClick={() => setChoosing(true)}>
            {t('participation.button')}
          </Button>
        </Space>
        <PagedTable<T> list={list} columns={columns} selection={{ selectedIds, onChange: setSelectedIds }} />
      </Space>
      {choosing && (
        <Suspense fallback={null}>
          <ParticipationDialog
            subjectType={subjectType}
            ids={selectedIds}
            taskGroupId={taskGroupId}
            onClose={(saved) => {
              setChoosing(false);
              if (saved) setSelectedIds([]);
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}
