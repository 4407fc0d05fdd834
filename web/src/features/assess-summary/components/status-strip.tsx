import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { completionStatusQueryOptions } from '../api/completion-status';
import type { SummaryQuery } from '../api/summary-query';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { STATUSES, StatusBadge } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';

/** How the level's students stand (completionStatus): a count per state, each state named by word and colour. */
export function StatusStrip({ query }: { query: SummaryQuery }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const status = useQuery(completionStatusQueryOptions(query));
  if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
  if (!status.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const { counts } = status.data;
  return (
    <Panel title={t('status.title')}>
      <ul className="pj-summary__statuses" data-testid="summary-status">
        {STATUSES.map((key) => (
          <li key={key}>
            <StatusBadge status={key} />
            <strong>{counts[key]}</strong>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
