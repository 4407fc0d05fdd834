import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space } from 'antd';
import { completionRateQueryOptions } from '../api/completion-rate';
import type { SummaryQuery } from '../api/summary-query';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { ActivityTable } from './activity-table';
import { ChartsPanel } from './charts-panel';
import { ExportBar } from './export-bar';
import { FinishRateTable } from './finish-rate-table';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { NodePath } from '../../../shared/admin/drill/node-path';
import { StatisticsCards } from './statistics-cards';
import { StatusStrip } from './status-strip';
import { StudentList } from './student-list';

/**
 * One level of the drill: where it is, its summary figures and states, then the charts and the
 * rate matrix of the units below it, or a class's students.
 */
export function SummaryLevel({ taskGroupId, controls }: { taskGroupId: number; controls: DrillViewControls }) {
  const { view } = controls;
  const query: SummaryQuery = { taskGroupId, activityId: view.activityId, node: view.node };
  // The rates name the level (its path and what its rows are), so the page waits for them first.
  const rates = useQuery(completionRateQueryOptions(query));
  if (rates.isError) {
    const backToScope = view.node && (() => controls.drill(undefined));
    return <LoadFailed onRetry={() => void rates.refetch()} onBackToScope={backToScope} />;
  }
  if (!rates.data) return <Skeleton active />;
  const { path, rowKind } = rates.data;
  const studentFilter = { keyword: view.keyword, status: view.status };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size="middle" className="pj-summary__toolbar">
        <NodePath path={path} onGo={controls.drill} />
        <ExportBar rowKind={rowKind} query={{ ...query, ...studentFilter }} />
      </Space>
      <StatisticsCards query={query} />
      <StatusStrip query={query} />
      {rowKind === 'student' ? (
        <StudentList query={query} controls={controls} />
      ) : (
        <>
          <ChartsPanel query={query} rates={rates.data} onDrill={controls.drill} />
          <FinishRateTable query={query} onDrill={controls.drill} />
        </>
      )}
      <ActivityTable query={query} />
    </Space>
  );
}
