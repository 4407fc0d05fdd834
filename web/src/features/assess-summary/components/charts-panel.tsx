import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import type { CompletionRates } from '../api/completion-rate';
import type { SummaryNodeRef, SummaryQuery } from '../api/summary-query';
import { timeSpentQueryOptions } from '../api/time-spent';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { RateChart } from './rate-chart';
import { TimeChart } from './time-chart';

interface ChartsPanelProps {
  query: SummaryQuery;
  rates: CompletionRates;
  onDrill: (node: SummaryNodeRef) => void;
}

/**
 * The units' completion and time, as tables and, on request, as bar charts. ECharts is
 * fetched only then, so the page's first load stays within the admin budget.
 */
export function ChartsPanel({ query, rates, onDrill }: ChartsPanelProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const [showCharts, setShowCharts] = useState(false);
  const times = useQuery(timeSpentQueryOptions(query));
  return (
    <Panel title={t('charts.panel', { kind: t(`kinds.${rates.rowKind}`) })} className="pj-summary__charts">
      <Button className="pj-summary__chart-toggle" aria-pressed={showCharts} onClick={() => setShowCharts(!showCharts)}>
        {showCharts ? t('charts.hide') : t('charts.show')}
      </Button>
      <RateChart rates={rates} showChart={showCharts} onDrill={onDrill} />
      {times.isError && <LoadFailed onRetry={() => void times.refetch()} />}
      {!times.data && !times.isError && <Skeleton active />}
      {times.data && <TimeChart times={times.data} showChart={showCharts} onDrill={onDrill} />}
    </Panel>
  );
}
