import type { AspectFigure, DimensionFigure, ReportHead } from '@pingjia/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { REPORTS_NS } from '../i18n';
import { AspectFigures } from './aspect-figures';
import { OverallFigures } from './overall-figures';
import { ChartsToggle, NoScores } from './report-frame';
import { ValueAdded } from './value-added';

interface ReportFiguresProps {
  head: ReportHead;
  overall: DimensionFigure;
  aspects: readonly AspectFigure[];
  yearLabel: (reportYear: string) => string;
  /** The sections after the value-added (key indicators, units, students), told whether charts are drawn. */
  children?: (showCharts: boolean) => ReactNode;
}

/**
 * The figures of an area, school, grade or class report: overall, the aspects against the
 * averages and by level, the value-added, then the page's own sections. One button draws every
 * chart (ECharts arrives then); the tables are always there.
 */
export function ReportFigures({ head, overall, aspects, yearLabel, children }: ReportFiguresProps) {
  const { t } = useTranslation(REPORTS_NS);
  const [showCharts, setShowCharts] = useState(false);
  if (head.students.taken === 0) return <NoScores />;
  return (
    <>
      <Panel title={t('overall.title')}>
        <OverallFigures overall={overall} />
      </Panel>
      <ChartsToggle isShown={showCharts} onToggle={() => setShowCharts(!showCharts)} />
      <Panel title={t('aspects.title')} className="pj-report__figures">
        <AspectFigures overall={overall} aspects={aspects} nodeKind={head.node.kind} showCharts={showCharts} />
      </Panel>
      <ValueAdded
        overall={overall}
        aspects={aspects}
        baseline={head.baseline}
        yearLabel={yearLabel}
        showCharts={showCharts}
      />
      {children?.(showCharts)}
    </>
  );
}
