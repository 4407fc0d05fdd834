import { Button, Empty, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { ReportChoiceState } from '../../../shared/admin/report-choice/report-choice-fields';
import type { ReportScope } from '../api/report-keys';
import type { ReportViewControls } from '../hooks/report-view';
import type { ReportChoices } from '../hooks/use-report-choices';
import { REPORTS_NS } from '../i18n';
import { ReportFilters } from './report-filters';
import './reports.css';

interface ReportFrameProps {
  title: string;
  choices: ReportChoices;
  controls: ReportViewControls;
  /** The page's own filter fields, after the common ones. */
  filters?: ReactNode;
  /** The report, once one is chosen. */
  children: (scope: ReportScope) => ReactNode;
}

/** A report page: its title, its filters, and the report chosen, or why there is none yet. */
export function ReportFrame({ title, choices, controls, filters, children }: ReportFrameProps) {
  const { scope } = choices;
  return (
    <Panel title={title} level={1}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ReportFilters choices={choices} controls={controls}>
          {filters}
        </ReportFilters>
        {scope ? children(scope) : <ReportChoiceState choice={choices.choice} />}
      </Space>
    </Panel>
  );
}

/** Draws the page's charts or takes them away; ECharts is fetched the first time they are asked for. */
export function ChartsToggle({ isShown, onToggle }: { isShown: boolean; onToggle: () => void }) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <Button className="pj-report__chart-toggle" aria-pressed={isShown} onClick={onToggle}>
      {isShown ? t('charts.hide') : t('charts.show')}
    </Button>
  );
}

/** What a report without a single score shows in place of its figures. */
export function NoScores() {
  const { t } = useTranslation(REPORTS_NS);
  return <Empty description={t('noScores')} />;
}
