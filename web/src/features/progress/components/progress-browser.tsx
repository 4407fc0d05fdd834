import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { NodePath } from '../../../shared/admin/drill/node-path';
import { StudentFilterBar } from '../../../shared/admin/drill/student-filter-bar';
import { progressDetailQueryOptions, type ProgressPageQuery } from '../api/progress-detail';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { CountsSummary } from './counts-summary';
import { GroupTable } from './group-table';
import { StudentTable, type StudentActions } from './student-table';

interface ProgressBrowserProps {
  taskGroupId: number;
  controls: DrillViewControls;
  studentActions?: StudentActions;
  /** Beside the breadcrumb, given the query of what is shown (the export). */
  toolbar?: (query: ProgressPageQuery) => ReactNode;
}

/** One level of the drill: where it is, its totals and its rows (units, or a class's students). */
export function ProgressBrowser({ taskGroupId, controls, studentActions, toolbar }: ProgressBrowserProps) {
  const { view } = controls;
  const query: ProgressPageQuery = {
    taskGroupId,
    activityId: view.activityId,
    userType: 1,
    node: view.node,
    keyword: view.keyword,
    status: view.status,
    pageIndex: view.pageIndex,
    pageSize: view.pageSize,
  };
  const detail = useQuery(progressDetailQueryOptions(query));
  if (detail.isError) {
    const backToScope = view.node && (() => controls.drill(undefined));
    return <LoadFailed onRetry={() => void detail.refetch()} onBackToScope={backToScope} />;
  }
  if (!detail.data) return <Skeleton active />;
  const { path, rowKind, totals, groups, students, total } = detail.data;
  // Busy while another page or level loads; a live refresh of the same rows swaps them in quietly.
  const loading = detail.isPlaceholderData;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size="middle">
        <NodePath path={path} onGo={controls.drill} />
        {toolbar?.(query)}
      </Space>
      <CountsSummary counts={totals} />
      {rowKind === 'student' ? (
        <>
          <StudentFilterBar idPrefix="progress" onSearch={controls.filterStudents} />
          <StudentTable rows={students} total={total} loading={loading} controls={controls} actions={studentActions} />
        </>
      ) : (
        <GroupTable kind={rowKind} rows={groups} total={total} loading={loading} controls={controls} />
      )}
    </Space>
  );
}
