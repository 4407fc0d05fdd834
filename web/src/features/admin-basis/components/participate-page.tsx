import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { taskGroupsQueryOptions } from '../api/participation';
import type { SchoolParticipation } from '../api/types';
import { ADMIN_BASIS_NS } from '../i18n';
import { LoadFailed } from './list-state';
import { SchoolParticipationCard } from './school-participation-card';
import { StudentParticipationCard } from './student-participation-card';

/**
 * /customerService/participateManage: for one task group, which schools take part and which
 * of a school's students do not; both are set through §2's participate / not-participate dialog.
 */
export function ParticipatePage() {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const groups = useQuery(taskGroupsQueryOptions);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  // The newest task group until the user picks another: the one most likely being set up.
  const taskGroupId = chosenId ?? groups.data?.[0]?.tgiId;
  const [school, setSchool] = useState<SchoolParticipation | null>(null);
  const chooseGroup = (id: number) => {
    setChosenId(id);
    setSchool(null);
  };
  if (groups.isError) return <LoadFailed onRetry={() => void groups.refetch()} />;
  return (
    <>
      <Panel title={t('participate.title')} level={1}>
        <Form layout="inline">
          <Form.Item label={t('participate.taskGroup')} htmlFor="participate-group">
            <Select
              id="participate-group"
              style={{ minWidth: 320 }}
              loading={groups.isLoading}
              value={taskGroupId}
              onChange={chooseGroup}
              placeholder={t('participate.chooseGroup')}
              showSearch={{ optionFilterProp: 'label' }}
              options={groups.data?.map((group) => ({ value: group.tgiId, label: group.name }))}
            />
          </Form.Item>
        </Form>
        {groups.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
        {groups.data?.length === 0 && <Empty description={t('participate.noGroups')} />}
      </Panel>
      {taskGroupId !== undefined && (
        <SchoolParticipationCard key={taskGroupId} taskGroupId={taskGroupId} onShowStudents={setSchool} />
      )}
      {taskGroupId !== undefined && school && (
        <StudentParticipationCard key={`${taskGroupId}-${school.schoolId}`} taskGroupId={taskGroupId} school={school} />
      )}
    </>
  );
}
