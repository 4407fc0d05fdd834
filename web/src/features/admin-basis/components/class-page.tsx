import { admin } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { classesKey, deleteClass, listClasses } from '../api/classes';
import { useCan } from '../api/scope';
import type { ClassRecord } from '../api/types';
import { runAction } from '../hooks/run-action';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { PagedTable } from './paged-table';

const ClassDialog = lazy(() => import('./class-dialog'));

/** /adminIndex/basis/class: the classes in scope with create, rename and delete (only an empty class). */
export function ClassPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(classesKey, listClasses);
  const canManage = useCan('manageClasses');
  const exporter = useExport(admin.classExport, 'classes.xlsx');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ClassRecord | null | undefined>(undefined);
  const remove = async (row: ClassRecord) => {
    const text = t('classes.confirmDelete', { name: `${row.gradeName} ${row.name}` });
    if (!(await showConfirmDialog({ text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    if (!(await runAction(() => deleteClass(row.id)))) return;
    showToast(t('classes.deleted'), 'success');
    await queryClient.invalidateQueries({ queryKey: ['adminBasis'] });
  };
  const columns: TableColumnsType<ClassRecord> = [
    { title: t('common.school'), dataIndex: 'schoolName' },
    { title: t('common.grade'), dataIndex: 'gradeName' },
    { title: t('classes.name'), dataIndex: 'name' },
    { title: t('classes.students'), dataIndex: 'studentCount' },
    { title: t('classes.headTeachers'), dataIndex: 'headTeachers' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        canManage && (
          <Space>
            <Button
              type="link"
              onClick={() => setEditing(row)}
              aria-label={`${t('common.edit')} ${row.gradeName} ${row.name}`}
            >
              {t('common.edit')}
            </Button>
            <Button
              type="link"
              danger
              onClick={() => void remove(row)}
              aria-label={`${t('classes.delete')} ${row.gradeName} ${row.name}`}
            >
              {t('classes.delete')}
            </Button>
          </Space>
        ),
    },
  ];
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={t('classes.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} withState={false} />
        <Space wrap>
          {canManage && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('common.create')}
            </Button>
          )}
          <ExportButton exporter={exporter} filters={list.filters} />
        </Space>
        <PagedTable<ClassRecord> list={list} columns={columns} />
      </Space>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <ClassDialog schoolClass={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Panel>
  );
}
