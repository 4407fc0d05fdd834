import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { taskGroupsQueryOptions } from '../api/task-groups';
import { useDrillView } from '../../../shared/admin/drill-view';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { SummaryFilters } from './summary-filters';
import { SummaryLevel } from './summary-level';
import { TaskGroupState } from './task-group-state';
import './assess-summary.css';

/** /adminIndex/assessSummary: completion and time spent of a task group, from the caller's scope down to a class. */
export function AssessSummaryPage() {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const controls = useDrillView();
  const groups = useQuery(taskGroupsQueryOptions);
  const taskGroups = groups.data?.taskGroups ?? [];
  // The newest task group until the user picks another: the one most likely running.
  const taskGroupId = controls.view.taskGroupId ?? taskGroups[0]?.tgiId;
  return (
    <Panel title={t('title')} level={1}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <TaskGroupState groups={groups} />
        {taskGroupId !== undefined && (
          <>
            <SummaryFilters
              groups={taskGroups}
              taskGroupId={taskGroupId}
              activityId={controls.view.activityId}
              onTaskGroup={controls.chooseTaskGroup}
              onActivity={controls.chooseActivity}
            />
            <SummaryLevel taskGroupId={taskGroupId} controls={controls} />
          </>
        )}
      </Space>
    </Panel>
  );
}
