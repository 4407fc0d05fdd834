import { api } from '@pingjia/contract';
import { Button, Card, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teacherRoutes } from '../api/people-actions';
import { useCan } from '../api/scope';
import { listTeachers, teachersKey } from '../api/teachers';
import type { TeacherRecord } from '../api/types';
import { useExport } from '../hooks/use-export';
import { usePagedList } from '../hooks/use-paged-list';
import { ADMIN_BASIS_NS } from '../i18n';
import { BatchActions } from './batch-actions';
import { FilterBar } from './filter-bar';
import { LoadFailed } from './list-state';
import { StateTag } from './state-tag';
import { PagedTable } from './paged-table';

const TeacherDialog = lazy(() => import('./teacher-dialog'));

/** /adminIndex/basis/teacher: the staff in scope (userType 0). */
export function TeacherPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const list = usePagedList(teachersKey, listTeachers);
  const canManage = useCan('manageTeachers');
  const exporter = useExport(api.admin.teacherExport, 'teachers.xlsx');
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
        [...row.headTeacherClassList, ...row.teacherClassList, ...row.manageSchoolList].map((item) => item.name).join('、'),
    },
    {
      title: t('common.state'),
      dataIndex: 'state',
      render: (state: number) => <StateTag state={state} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        canManage && (
          <Button type="link" onClick={() => setEditing(row)} aria-label={`${t('common.edit')} ${row.userName}`}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
  if (list.result.isError) return <LoadFailed onRetry={() => void list.result.refetch()} />;
  return (
    <Card title={t('teacher.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar onSearch={list.search} />
        <Space wrap>
          {canManage && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('common.create')}
            </Button>
          )}
          <Button loading={exporter.receivedKb !== null} onClick={() => void exporter.run(list.filters)}>
            {t('common.export')}
          </Button>
          {exporter.receivedKb !== null && (
            <span role="status">
              {t('common.exporting')} {exporter.receivedKb} KB
            </span>
          )}
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
    </Card>
  );
}
