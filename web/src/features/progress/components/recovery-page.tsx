import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskGroupState } from '../../../shared/admin/drill/task-group-state';
import { Panel } from '../../../shared/admin/panel';
import type { ProgressStudentRow } from '../api/progress-detail';
import { taskGroupsQueryOptions } from '../api/task-groups';
import { isRecoverable } from '../hooks/recoverable';
import { useDrillView } from '../../../shared/admin/drill-view';
import { PROGRESS_NS } from '../i18n';
import { ProgressBrowser } from './progress-browser';
import { ProgressFilters } from './progress-filters';
import { Typography } from '../../../shared/admin/typography';
import './progress.css';

const ResetDialog = lazy(() => import('./reset-dialog'));

/**
 * /adminIndex/check/assessmentRecovery: the progress drill for one activity, where a student who
 * has touched it can be returned to not started, with a reason and a confirmation.
 */
export function RecoveryPage() {
  const { t } = useTranslation(PROGRESS_NS);
  const controls = useDrillView();
  const groups = useQuery(taskGroupsQueryOptions);
  const taskGroups = groups.data?.taskGroups ?? [];
  const taskGroup = taskGroups.find((group) => group.tgiId === controls.view.taskGroupId) ?? taskGroups[0];
  const activity = taskGroup?.activities.find((candidate) => candidate.activityId === controls.view.activityId);
  const [resetting, setResetting] = useState<ProgressStudentRow | null>(null);
  return (
    <Panel title={t('recovery.title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('recovery.hint')}</Typography.Paragraph>
        <TaskGroupState groups={groups} />
        {taskGroup && (
          <ProgressFilters
            groups={taskGroups}
            taskGroupId={taskGroup.tgiId}
            activityId={activity?.activityId}
            onTaskGroup={controls.chooseTaskGroup}
            onActivity={controls.chooseActivity}
            allowAllActivities={false}
            withUserType={false}
          />
        )}
        {taskGroup && !activity && <Alert type="info" showIcon title={t('recovery.chooseActivityFirst')} />}
        {taskGroup && activity && (
          <ProgressBrowser
            taskGroupId={taskGroup.tgiId}
            controls={controls}
            studentActions={{
              title: t('recovery.actions'),
              render: (row) =>
                isRecoverable(row.status) && (
                  <Button
                    aria-label={t('recovery.resetLabel', { name: row.userName })}
                    onClick={() => setResetting(row)}
                  >
                    {t('recovery.reset')}
                  </Button>
                ),
            }}
          />
        )}
      </Space>
      {resetting && activity && (
        <Suspense fallback={null}>
          <ResetDialog student={resetting} activity={activity} onClose={() => setResetting(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
