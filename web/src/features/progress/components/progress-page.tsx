import { useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskGroupState } from '../../../shared/admin/drill/task-group-state';
import { Panel } from '../../../shared/admin/panel';
import { taskGroupsQueryOptions } from '../api/task-groups';
import { useProgressLive } from '../hooks/use-progress-live';
import { useDrillView } from '../../../shared/admin/drill-view';
import { PROGRESS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { ProgressBrowser } from './progress-browser';
import { ProgressFilters } from './progress-filters';
import './progress.css';

/** /adminIndex/check/progressQuery: completion of a task group from the caller's scope down to each student. */
export function ProgressPage() {
  const { t } = useTranslation(PROGRESS_NS);
  const controls = useDrillView();
  const groups = useQuery(taskGroupsQueryOptions);
  const taskGroups = groups.data?.taskGroups ?? [];
  // The newest task group until the user picks another: the one most likely running.
  const taskGroupId = controls.view.taskGroupId ?? taskGroups[0]?.tgiId;
  useProgressLive(taskGroupId);
  return (
    <Panel title={t('title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <TaskGroupState groups={groups} />
        {taskGroupId !== undefined && (
          <>
            <ProgressFilters
              groups={taskGroups}
              taskGroupId={taskGroupId}
              activityId={controls.view.activityId}
              onTaskGroup={controls.chooseTaskGroup}
              onActivity={controls.chooseActivity}
              allowAllActivities
              withUserType
            />
            <ProgressBrowser
              taskGroupId={taskGroupId}
              controls={controls}
              toolbar={(query) => <ExportButton query={query} />}
            />
          </>
        )}
      </Space>
    </Panel>
  );
}
