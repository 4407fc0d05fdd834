import { admin } from '@pingjia/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { studentRoutes } from '../api/people-actions';
import { useCan } from '../api/scope';
import { listStudents, studentsKey } from '../api/students';
import type { StudentRecord } from '../api/types';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { BatchActions } from './batch-actions';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { StudentExtras } from './student-extras';
import { PagedTable } from './paged-table';
import { editColumns, stateColumn } from './table-columns';
import { unlockAction } from './unlock-sign-in-button';

const StudentDialog = lazy(() => import('./student-dialog'));

/** /adminIndex/basis/student: the students in scope (userType 1). */
export function StudentPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(studentsKey, listStudents);
  const canManage = useCan('manageStudents');
  const canUnlock = useCan('unlockSignIn');
  const exporter = useExport(admin.studentExport, 'students.xlsx');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<StudentRecord | null | undefined>(undefined);
  const columns: TableColumnsType<StudentRecord> = [
    { title: t('person.userName'), dataIndex: 'userName' },
    { title: t('person.loginName'), dataIndex: 'loginName' },
    { title: t('common.school'), dataIndex: 'schoolName' },
    {
      title: t('common.class'),
      key: 'class',
      render: (_, row) => [row.gradeName, row.className].filter(Boolean).join(' '),
    },
    stateColumn(t),
    ...editColumns<StudentRecord>(t, canManage, (row) => row.userName, setEditing, unlockAction(canUnlock)),
  ];
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Panel title={t('student.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} withClass />
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
              routes={studentRoutes}
              listKey={studentsKey}
              onDone={() => setSelectedIds([])}
            />
          )}
          {canManage && <StudentExtras selectedIds={selectedIds} />}
        </Space>
        <PagedTable<StudentRecord>
          list={list}
          columns={columns}
          selection={canManage ? { selectedIds, onChange: setSelectedIds } : undefined}
        />
      </Space>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <StudentDialog student={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Panel>
  );
}
