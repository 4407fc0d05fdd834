import { admin } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Panel } from '../../../shared/admin/panel';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { userStore } from '../../../shared/stores/user-store';
import { areaManagersKey, listAreaManagers, revokeAreaManager } from '../api/area-managers';
import { useCan } from '../api/scope';
import type { TeacherRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { PagedTable } from './paged-table';
import { stateColumn } from './table-columns';

const AreaManagerDialog = lazy(() => import('./area-manager-dialog'));

/** Staff holding the area-admin role on areas in scope: add, edit, revoke, export (admins of areas only). */
export function AreaManagersCard() {
  // Other roles never call the list: the server would answer 403 and the request layer leave the page.
  return useCan('manageAreaManagers') ? <AreaManagersTable /> : null;
}

function AreaManagersTable() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(areaManagersKey, listAreaManagers);
  const exporter = useExport(admin.areaManagerExport, 'area-managers.xlsx');
  const queryClient = useQueryClient();
  const ownId = useStore(userStore, (state) => state.userInfo?.id);
  // undefined: closed; null: a new manager; a number: the manager being edited.
  const [editingId, setEditingId] = useState<number | null | undefined>(undefined);
  const revoke = async (row: TeacherRecord) => {
    const text = t('areaManager.confirmRevoke', { name: row.userName });
    if (!(await showConfirmDialog({ text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    if (!(await runAction(() => revokeAreaManager(row.id)))) return;
    showToast(t('areaManager.revoked'), 'success');
    await queryClient.invalidateQueries({ queryKey: areaManagersKey });
  };
  const columns: TableColumnsType<TeacherRecord> = [
    { title: t('person.userName'), dataIndex: 'userName' },
    { title: t('person.loginName'), dataIndex: 'loginName' },
    { title: t('person.phone'), dataIndex: 'phone' },
    {
      title: t('areaManager.areas'),
      key: 'areas',
      render: (_, row) => row.manageAreaList.map((area) => area.name).join('、'),
    },
    stateColumn(t),
    {
      title: t('common.actions'),
      key: 'actions',
      // One's own rights are changed a level up (the server refuses them too).
      render: (_, row) =>
        row.id !== ownId && (
          <Space>
            <Button type="link" onClick={() => setEditingId(row.id)} aria-label={`${t('common.edit')} ${row.userName}`}>
              {t('common.edit')}
            </Button>
            <Button
              type="link"
              danger
              onClick={() => void revoke(row)}
              aria-label={`${t('areaManager.revoke')} ${row.userName}`}
            >
              {t('areaManager.revoke')}
            </Button>
          </Space>
        ),
    },
  ];
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={t('areaManager.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} areaFilter="regionId" withState={false} />
        <Space wrap>
          <Button type="primary" onClick={() => setEditingId(null)}>
            {t('common.create')}
          </Button>
          <ExportButton exporter={exporter} filters={list.filters} />
        </Space>
        <PagedTable<TeacherRecord> list={list} columns={columns} />
      </Space>
      {editingId !== undefined && (
        <Suspense fallback={null}>
          <AreaManagerDialog userId={editingId} onClose={() => setEditingId(undefined)} />
        </Suspense>
      )}
    </Panel>
  );
}
