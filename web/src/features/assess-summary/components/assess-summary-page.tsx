import { useQuery } from '@tanstack/react-query';
import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { GroupFields } from '../../../shared/admin/drill/group-fields';
import { TaskGroupState } from '../../../shared/admin/drill/task-group-state';
import { useDrillView } from '../../../shared/admin/drill-view';
import { Panel } from '../../../shared/admin/panel';
import { taskGroupsQueryOptions } from '../api/task-groups';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { SummaryLevel } from './summary-level';
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
            <Form layout="inline" aria-label={t('filters.label')}>
              <GroupFields
                idPrefix="summary"
                groups={taskGroups}
                taskGroupId={taskGroupId}
                activityId={controls.view.activityId}
                onTaskGroup={controls.chooseTaskGroup}
                onActivity={controls.chooseActivity}
              />
            </Form>
            <SummaryLevel taskGroupId={taskGroupId} controls={controls} />
          </>
        )}
      </Space>
    </Panel>
  );
}
