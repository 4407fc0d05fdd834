import { admin } from '@pingjia/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { teacherRoutes } from '../api/people-actions';
import { useCan } from '../api/scope';
import { listTeachers, teachersKey } from '../api/teachers';
import type { TeacherRecord } from '../api/types';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { BatchActions } from './batch-actions';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { PagedTable } from './paged-table';
import { editColumns, stateColumn } from './table-columns';
import { unlockAction } from './unlock-sign-in-button';

const TeacherDialog = lazy(() => import('./teacher-dialog'));

/** /adminIndex/basis/teacher: the staff in scope (userType 0). */
export function TeacherPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(teachersKey, listTeachers);
  const canManage = useCan('manageTeachers');
  const canUnlock = useCan('unlockSignIn');
  const exporter = useExport(admin.teacherExport, 'teachers.xlsx');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<TeacherRecord | null | undefined>(undefined);
  const columns: TableColumnsType<TeacherRecord> = [
    { title: t('person.userName'), dataIndex: 'userName' },
    { title: t('person.loginName'), dataIndex: 'loginName' },
    { title: t('common.school'), dataIndex: 'schoolName' },
    {
      title: t('teacher.roles'),
      key: 'roles',
      render: (_, row) =>
        [...row.headTeacherClassList, ...row.teacherClassList, ...row.manageSchoolList]
          .map((item) => item.name)
          .join('、'),
    },
    stateColumn(t),
    ...editColumns<TeacherRecord>(t, canManage, (row) => row.userName, setEditing, unlockAction(canUnlock)),
  ];
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={t('teacher.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} />
        <Space wrap>
          {canManage && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('common.create')}
            </Button>
          )}
          <ExportButton exporter={exporter} filters={list.filters} />
          {canManage && (
            <BatchActions
              selectedIds={selectedIds}
              routes={teacherRoutes}
              listKey={teachersKey}
              onDone={() => setSelectedIds([])}
            />
          )}
        </Space>
        <PagedTable<TeacherRecord>
          list={list}
          columns={columns}
          selection={canManage ? { selectedIds, onChange: setSelectedIds } : undefined}
        />
      </Space>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <TeacherDialog teacher={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Panel>
  );
}
