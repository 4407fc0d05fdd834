import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { NodePath } from '../../../shared/admin/drill/node-path';
import { levelQueryOptions } from '../api/levels';
import { useReadView } from '../hooks/read-view';
import { REPORT_READS_NS } from '../i18n';
import { ReadCounts } from './read-counts';
import { ReadFilterBar } from './read-filter-bar';
import { ReadTable } from './read-table';
import { UnitTable } from './unit-table';

/** One level of a report's reading: where it is, its figures, the units below it and its students. */
export function ReadBrowser({ taskGroupId }: { taskGroupId: number }) {
  const { t } = useTranslation(REPORT_READS_NS);
  const studentsHeading = useId();
  const controls = useReadView();
  const { view } = controls;
  const level = useQuery(
    levelQueryOptions({ taskGroupId, node: view.node, pageIndex: view.unitPageIndex, pageSize: view.unitPageSize }),
  );
  if (level.isError) {
    const backToScope = view.node && (() => controls.drill(undefined));
    return <LoadFailed onRetry={() => void level.refetch()} onBackToScope={backToScope} />;
  }
  if (!level.data) return <Skeleton active />;
  const { path, unitKind, units, total } = level.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <NodePath path={path} onGo={controls.drill} />
      <ReadCounts taskGroupId={taskGroupId} node={view.node} />
      {unitKind && (
        <UnitTable
          taskGroupId={taskGroupId}
          kind={unitKind}
          units={units}
          total={total}
          loading={level.isPlaceholderData}
          controls={controls}
        />
      )}
      <section aria-labelledby={studentsHeading}>
        <h2 id={studentsHeading} className="pj-report-reads__heading">
          {t('students.title')}
        </h2>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ReadFilterBar onSearch={controls.filterStudents} />
          <ReadTable taskGroupId={taskGroupId} controls={controls} />
        </Space>
      </section>
    </Space>
  );
}
