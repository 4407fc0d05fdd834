import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { TaskGroupState } from '../../../shared/admin/drill/task-group-state';
import { Panel } from '../../../shared/admin/panel';
import type { AnswerRef } from '../api/answer-detail';
import { answerListQueryOptions, type AnswerListRow } from '../api/answer-list';
import { taskGroupsQueryOptions } from '../api/task-groups';
import { useReviewFilters, type ReviewFilterControls } from '../hooks/use-review-filters';
import { ANSWER_REVIEW_NS } from '../i18n';
import { AnswerDrawer } from './answer-drawer';
import { AnswerTable } from './answer-table';
import { ReviewFilters } from './review-filters';
import './answer-review.css';

interface Opened {
  ref: AnswerRef;
  studentName: string;
}

function AnswerResults({
  taskGroupId,
  controls,
  onOpen,
}: {
  taskGroupId: number;
  controls: ReviewFilterControls;
  onOpen: (row: AnswerListRow) => void;
}) {
  const { activityId, classId, keyword, pageIndex, pageSize } = controls.filters;
  const list = useQuery(answerListQueryOptions({ taskGroupId, activityId, classId, keyword, pageIndex, pageSize }));
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton active />;
  return (
    <AnswerTable
      rows={list.data.records}
      total={list.data.total}
      loading={list.isPlaceholderData}
      controls={controls}
      onOpen={onOpen}
    />
  );
}

/** /adminIndex/check/assessQuery: find students' answers in the caller's scope and open one read-only. */
export function AnswerReviewPage() {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const controls = useReviewFilters();
  const groups = useQuery(taskGroupsQueryOptions);
  const [opened, setOpened] = useState<Opened>();
  const taskGroups = groups.data?.taskGroups ?? [];
  // The newest task group until the user picks another: the one most likely running.
  const taskGroupId = controls.filters.taskGroupId ?? taskGroups[0]?.tgiId;
  const open = (row: AnswerListRow) =>
    setOpened({
      ref: {
        studentId: row.studentId,
        activityId: row.activityId,
        taskGroupId: row.taskGroupId,
        answerId: row.answerId,
      },
      studentName: row.userName,
    });
  return (
    <Panel title={t('title')} level={1}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <p className="pj-review__hint">{t('hint')}</p>
        <TaskGroupState groups={groups} />
        {taskGroupId !== undefined && (
          <>
            <ReviewFilters groups={taskGroups} taskGroupId={taskGroupId} controls={controls} />
            <AnswerResults taskGroupId={taskGroupId} controls={controls} onOpen={open} />
          </>
        )}
      </Space>
      {opened && (
        <AnswerDrawer
          key={opened.ref.answerId}
          answer={opened.ref}
          studentName={opened.studentName}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Panel>
  );
}
