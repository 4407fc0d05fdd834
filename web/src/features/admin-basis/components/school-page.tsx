import { admin } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { useCan } from '../api/scope';
import { listSchools, schoolsKey, setSchoolState } from '../api/schools';
import type { SchoolRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { PagedTable } from './paged-table';
import { editColumns, stateColumn } from './table-columns';
import { Typography } from '../../../shared/admin/typography';

const SchoolDialog = lazy(() => import('./school-dialog'));
const ParticipationDialog = lazy(() => import('./participation-dialog'));

/** /adminIndex/basis/schoolMananage: the schools in scope; area admins add, edit, deactivate and activate them. */
export function SchoolPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(schoolsKey, listSchools);
  const canManage = useCan('manageSchools');
  const canSetParticipation = useCan('manageParticipation');
  const readsAreas = useCan('readAreas');
  const exporter = useExport(admin.schoolExport, 'schools.xlsx');
  const queryClient = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<SchoolRecord | null | undefined>(undefined);
  const [choosingParticipation, setChoosingParticipation] = useState(false);
  const count = selectedIds.length;
  const changeState = async (state: 0 | 1) => {
    const text = t(state === 0 ? 'school.confirmDeactivate' : 'school.confirmActivate', { count });
    if (!(await showConfirmDialog({ text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    if (!(await runAction(() => setSchoolState(selectedIds, state)))) return;
    showToast(t('common.stateChanged'), 'success');
    setSelectedIds([]);
    await queryClient.invalidateQueries({ queryKey: ['adminBasis'] });
  };
  const columns: TableColumnsType<SchoolRecord> = [
    { title: t('school.name'), dataIndex: 'organizationName' },
    { title: t('school.district'), dataIndex: 'districtName' },
    { title: t('school.classes'), dataIndex: 'classCount' },
    { title: t('school.students'), dataIndex: 'studentCount' },
    stateColumn(t),
    ...editColumns<SchoolRecord>(t, canManage, (row) => row.organizationName, setEditing),
  ];
  const selectable = canManage || canSetParticipation;
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={t('school.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} areaFilter={readsAreas ? 'districtId' : undefined} />
        <Space wrap>
          {canManage && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('common.create')}
            </Button>
          )}
          <ExportButton exporter={exporter} filters={list.filters} />
          {selectable && <Typography.Text type="secondary">{t('common.selected', { count })}</Typography.Text>}
          {canManage && (
            <>
              <Button disabled={count === 0} onClick={() => void changeState(0)}>
                {t('common.deactivate')}
              </Button>
              <Button disabled={count === 0} onClick={() => void changeState(1)}>
                {t('common.activate')}
              </Button>
            </>
          )}
          {canSetParticipation && (
            <Button disabled={count === 0} onClick={() => setChoosingParticipation(true)}>
              {t('participation.button')}
            </Button>
          )}
        </Space>
        <PagedTable<SchoolRecord>
          list={list}
          columns={columns}
          selection={selectable ? { selectedIds, onChange: setSelectedIds } : undefined}
        />
      </Space>
      <Suspense fallback={null}>
        {editing !== undefined && <SchoolDialog school={editing} onClose={() => setEditing(undefined)} />}
        {choosingParticipation && (
          <ParticipationDialog
            subjectType="school"
            ids={selectedIds}
            onClose={(saved) => {
              setChoosingParticipation(false);
              if (saved) setSelectedIds([]);
            }}
          />
        )}
      </Suspense>
    </Panel>
  );
}
