import { admin } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Select, Skeleton, Space, Tag } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { listPlans, plansKey } from '../api/plans';
import { useSchoolChoices } from '../api/scope';
import type { GradePlan } from '../api/types';
import { useExport } from '../hooks/use-export';
import { ADMIN_BASIS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { LoadFailed } from './list-state';
import { TaskGroupPeriod } from './task-group-period';

const PlanDialog = lazy(() => import('./plan-dialog'));

/** /adminIndex/basis/plan: for one school, which task groups each grade takes and its stamina limit. */
export function PlanPage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const schools = useSchoolChoices();
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const schoolId = chosenId ?? schools.data?.[0]?.id;
  const plans = useQuery({
    queryKey: [...plansKey, schoolId],
    queryFn: () => listPlans(schoolId ?? 0),
    enabled: schoolId !== undefined,
  });
  const exporter = useExport(admin.planExport, 'plan.xlsx');
  const [editing, setEditing] = useState<GradePlan | null>(null);
  const columns: TableColumnsType<GradePlan> = [
    { title: t('common.grade'), dataIndex: 'gradeName' },
    {
      title: t('plan.taskGroups'),
      key: 'taskGroups',
      render: (_, row) =>
        row.taskGroups.length === 0 ? (
          t('plan.noGroups')
        ) : (
          <Space direction="vertical" size={2}>
            {row.taskGroups.map((group) => (
              <span key={group.tgiId}>
                <Tag color="blue">{group.name}</Tag>
                <TaskGroupPeriod group={group} />
              </span>
            ))}
          </Space>
        ),
    },
    {
      title: t('plan.stamina'),
      key: 'stamina',
      render: (_, row) =>
        row.maxFinish === 0 ? t('plan.noLimit') : t('plan.limit', { count: row.maxFinish, days: row.recentlyDay }),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button type="link" onClick={() => setEditing(row)} aria-label={`${t('common.edit')} ${row.gradeName}`}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  if (schools.isError) return <LoadFailed onRetry={() => void schools.refetch()} />;
  return (
    <Panel title={t('plan.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form layout="inline">
          <Form.Item label={t('plan.school')} htmlFor="plan-school">
            <Select
              id="plan-school"
              style={{ minWidth: 280 }}
              loading={schools.isLoading}
              value={schoolId}
              onChange={setChosenId}
              showSearch={{ optionFilterProp: 'label' }}
              options={schools.data?.map((school) => ({ value: school.id, label: school.organizationName }))}
            />
          </Form.Item>
          {schoolId !== undefined && <ExportButton exporter={exporter} filters={{ schoolId }} />}
        </Form>
        {(schools.isLoading || plans.isLoading) && <Skeleton active />}
        {schools.data?.length === 0 && <Empty description={t('plan.noSchool')} />}
        {plans.isError && <LoadFailed onRetry={() => void plans.refetch()} />}
        {plans.data && (
          <LazyTable<GradePlan>
            rowKey="gradeId"
            columns={columns}
            dataSource={plans.data}
            pagination={false}
            locale={{ emptyText: t('plan.noGrades') }}
          />
        )}
      </Space>
      {editing && (
        <Suspense fallback={null}>
          <PlanDialog plan={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
