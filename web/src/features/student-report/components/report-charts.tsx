import type { StudentReport } from '@pingjia/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { figureText, svgImageSource } from '../hooks/report-format';
import { STUDENT_REPORT_NS } from '../i18n';

type Aspect = StudentReport['aspects'][number];

interface ChartFigureProps {
  title: string;
  /** The server's SVG; none: the table is shown instead of being kept for screen readers. */
  svg: string | null;
  alt: string;
  table: ReactNode;
  headingId: string;
}

/**
 * A chart the server drew, as an image (nothing in it runs), with its figures as a table: read out
 * by screen readers beside the picture, and shown on screen when there is no picture.
 */
function ChartFigure({ title, svg, alt, table, headingId }: ChartFigureProps) {
  return (
    <figure className="pj-sr__figure" aria-labelledby={headingId}>
      <figcaption id={headingId} className="pj-sr__figure-title">
        {title}
      </figcaption>
      {svg && <img className="pj-sr__chart" src={svgImageSource(svg)} alt={alt} />}
      <div className={svg ? 'pj-sr-only' : 'pj-sr__table-box'}>{table}</div>
    </figure>
  );
}

function useFigureTexts() {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  return {
    t,
    score: (value: number | null) => (value === null ? t('view.notAnswered') : String(value)),
    level: (value: number | null) => (value === null ? t('view.noFigure') : t(`view.level.${value}`)),
    average: (value: number | null) => figureText(value, t('view.noFigure')),
  };
}

function ScoreTable({ aspects, caption }: { aspects: Aspect[]; caption: string }) {
  const { t, score, level } = useFigureTexts();
  return (
    <table className="pj-sr__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('view.table.aspect')}</th>
          <th scope="col">{t('view.table.score')}</th>
          <th scope="col">{t('view.table.level')}</th>
        </tr>
      </thead>
      <tbody>
        {aspects.map((aspect) => (
          <tr key={aspect.dimensionId}>
            <th scope="row">{aspect.name}</th>
            <td>{score(aspect.score)}</td>
            <td>{level(aspect.level)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ComparisonTable({ aspects, caption }: { aspects: Aspect[]; caption: string }) {
  const { t, score, average } = useFigureTexts();
  return (
    <table className="pj-sr__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('view.table.aspect')}</th>
          <th scope="col">{t('view.table.you')}</th>
          <th scope="col">{t('view.table.classAverage')}</th>
          <th scope="col">{t('view.table.schoolAverage')}</th>
          <th scope="col">{t('view.table.districtAverage')}</th>
        </tr>
      </thead>
      <tbody>
        {aspects.map((aspect) => (
          <tr key={aspect.dimensionId}>
            <th scope="row">{aspect.name}</th>
            <td>{score(aspect.score)}</td>
            <td>{average(aspect.comparison.class)}</td>
            <td>{average(aspect.comparison.school)}</td>
            <td>{average(aspect.comparison.district)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The report's two charts: the score per aspect, and the same beside the class, school and district averages. */
export function ReportCharts({ report, idPrefix }: { report: StudentReport; idPrefix: string }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const radarTitle = t('view.charts.radar');
  const comparisonTitle = t('view.charts.comparison');
  return (
    <div className="pj-sr__charts">
      <ChartFigure
        headingId={`${idPrefix}-radar`}
        title={radarTitle}
        svg={report.charts.radar}
        alt={t('view.charts.radarAlt')}
        table={<ScoreTable aspects={report.aspects} caption={radarTitle} />}
      />
      <ChartFigure
        headingId={`${idPrefix}-comparison`}
        title={comparisonTitle}
        svg={report.charts.comparison}
        alt={t('view.charts.comparisonAlt')}
        table={<ComparisonTable aspects={report.aspects} caption={comparisonTitle} />}
      />
    </div>
  );
}
