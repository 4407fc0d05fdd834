import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { statisticalDetailsQueryOptions } from '../api/statistical-details';
import type { SummaryQuery } from '../api/summary-query';
import { ratePercent } from '../../../shared/admin/drill/format';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { Duration } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';

/** The level's summary figures (findStatisticalDetails), as cards above the charts. */
export function StatisticsCards({ query }: { query: SummaryQuery }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const statistics = useQuery(statisticalDetailsQueryOptions(query));
  if (statistics.isError) return <LoadFailed onRetry={() => void statistics.refetch()} />;
  if (!statistics.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { counts, students, studentsNotTakingPart, activities, units, averageSeconds } = statistics.data;
  const cards = [
    { key: 'students', value: students },
    { key: 'studentsNotTakingPart', value: studentsNotTakingPart },
    { key: 'activities', value: activities },
    { key: 'units', value: units },
    { key: 'completionRate', value: `${ratePercent(counts.completionRate)}%` },
    { key: 'doneOfParticipants', value: `${counts.done} / ${counts.participants}` },
    { key: 'timeSpent', value: <Duration seconds={counts.timeSpentSeconds} /> },
    { key: 'averageTime', value: <Duration seconds={averageSeconds} /> },
  ] as const;
  return (
    <dl className="pj-summary__cards" aria-label={t('cards.label')} data-testid="summary-cards">
      {cards.map((card) => (
        <div key={card.key} className="pj-summary__card">
          <dt>{t(`cards.${card.key}`)}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
