import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { NodePath } from '../../../shared/admin/drill/node-path';
import { Panel } from '../../../shared/admin/panel';
import type { ReportScope } from '../api/report-keys';
import { unitReportQueryOptions } from '../api/unit-report';
import { useReportView, type ReportViewControls } from '../hooks/report-view';
import { useReportChoices, type ReportChoices } from '../hooks/use-report-choices';
import { REPORTS_NS } from '../i18n';
import { KeyIndicators } from './key-indicators';
import { PublishButton } from './publish-button';
import { ReportFigures } from './report-figures';
import { useReportPageExtras } from '../report-extras';
import { ReportFrame } from './report-frame';
import { ReportHead } from './report-head';
import { UnitsFigure } from './units-figure';

type UnitPage = 'area' | 'school';

/** /adminIndex/report/areaReport: the report of the caller's area, down to a school, grade or class. */
export function AreaReportPage() {
  return <UnitReportPage page="area" />;
}

/** /adminIndex/report/schoolReport: a school's report; above a school, the schools to choose from. */
export function SchoolReportPage() {
  return <UnitReportPage page="school" />;
}

function UnitReportPage({ page }: { page: UnitPage }) {
  const { t } = useTranslation(REPORTS_NS);
  const controls = useReportView();
  const choices = useReportChoices(controls);
  return (
    <ReportFrame title={t(`titles.${page}`)} choices={choices} controls={controls}>
      {(scope) => <UnitReport page={page} scope={scope} choices={choices} controls={controls} />}
    </ReportFrame>
  );
}

interface UnitReportProps {
  page: UnitPage;
  scope: ReportScope;
  choices: ReportChoices;
  controls: ReportViewControls;
}

function UnitReport({ page, scope, choices, controls }: UnitReportProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { AreaActions } = useReportPageExtras();
  const report = useQuery(unitReportQueryOptions(scope));
  if (report.isError) {
    const backToScope = scope.node && (() => controls.drill(undefined));
    return <LoadFailed onRetry={() => void report.refetch()} onBackToScope={backToScope} />;
  }
  if (!report.data) return <Skeleton active />;
  const { head, overall, aspects, rows } = report.data;
  const units = (showCharts: boolean) =>
    rows.length > 0 && (
      <Panel title={t('units.title', { kind: t(`kinds.${rows[0]?.kind ?? 'school'}`) })}>
        <UnitsFigure
          rows={rows}
          aspectNames={aspects.map((aspect) => aspect.name)}
          showCharts={showCharts}
          onDrill={controls.drill}
          chart="overall"
        />
      </Panel>
    );
  // A school report is a school's: above one, the page lists the schools to open.
  const isChoosingSchool = page === 'school' && head.node.kind === 'region';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} aria-busy={report.isPlaceholderData}>
      {/* The path starts at the caller's own node, which the breadcrumb names "my scope". */}
      <NodePath path={head.path.slice(1)} onGo={controls.drill} />
      {isChoosingSchool ? (
        <>
          <Alert type="info" showIcon title={t('units.chooseSchool')} />
          {units(false)}
        </>
      ) : (
        <>
          <ReportHead
            head={head}
            choices={choices}
            actions={
              <Space wrap>
                <PublishButton head={head} />
                {page === 'area' && AreaActions && <AreaActions />}
              </Space>
            }
            withScope={false}
          />
          <ReportFigures head={head} overall={overall} aspects={aspects} yearLabel={choices.yearLabel}>
            {(showCharts) => (
              <>
                <KeyIndicators scope={scope} />
                {units(showCharts)}
              </>
            )}
          </ReportFigures>
        </>
      )}
    </Space>
  );
}
