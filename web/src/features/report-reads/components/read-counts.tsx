import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRef } from '../../../shared/admin/drill-view';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { nodeCountsQueryOptions } from '../api/read-list';
import { REPORT_READS_NS } from '../i18n';
import { useShareText } from './share-text';

/** The level's students and how many of them a student and a parent have read, above its tables. */
export function ReadCounts({ taskGroupId, node }: { taskGroupId: number; node: NodeRef | undefined }) {
  const { t } = useTranslation(REPORT_READS_NS);
  const shareText = useShareText();
  const counts = useQuery(nodeCountsQueryOptions(taskGroupId, node));
  if (counts.isError) return <LoadFailed onRetry={() => void counts.refetch()} />;
  if (!counts.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const { students, readByStudent, readByParent } = counts.data;
  const figures = [
    { key: 'students', value: String(students) },
    { key: 'readByStudent', value: shareText(readByStudent, students) },
    { key: 'readByParent', value: shareText(readByParent, students) },
  ] as const;
  return (
    <dl className="pj-report-reads__counts" data-testid="report-read-counts">
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{t(`counts.${figure.key}`)}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
