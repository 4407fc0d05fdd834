import type { StudentReport } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { figureText, signedChange } from '../hooks/report-format';
import { STUDENT_REPORT_NS } from '../i18n';

type Aspect = StudentReport['aspects'][number];
type Heading = 'h2' | 'h3' | 'h4';

function ScoreLine({ score, level }: { score: number | null; level: number | null }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  if (score === null) return <span className="pj-sr__muted">{t('view.aspectNotTaken')}</span>;
  return (
    <>
      <span className="pj-sr__score">{t('view.score', { score })}</span>
      {level !== null && <span className={`pj-sr__level pj-sr__level--${level}`}>{t(`view.level.${level}`)}</span>}
    </>
  );
}

interface AspectCardProps {
  aspect: Aspect;
  baselineName: string | null;
  Heading: Heading;
}

/** One aspect: its score and level, the averages beside it, its change since the baseline, its indicators. */
function AspectCard({ aspect, baselineName, Heading }: AspectCardProps) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const dash = t('view.noFigure');
  const change = aspect.change === null ? dash : (signedChange(aspect.change) ?? t('view.noChange'));
  const headingId = `pj-sr-aspect-${aspect.dimensionId}`;
  return (
    <section className="pj-sr__aspect" aria-labelledby={headingId}>
      <Heading id={headingId} className="pj-sr__aspect-name">
        {aspect.name}
      </Heading>
      <p className="pj-sr__line">
        <ScoreLine score={aspect.score} level={aspect.level} />
      </p>
      <p className="pj-sr__line pj-sr__muted">
        {t('view.averages', {
          class: figureText(aspect.comparison.class, dash),
          school: figureText(aspect.comparison.school, dash),
          district: figureText(aspect.comparison.district, dash),
        })}
      </p>
      {baselineName !== null && <p className="pj-sr__line">{t('view.change', { baseline: baselineName, change })}</p>}
      {aspect.indicators.length > 0 && (
        <ul className="pj-sr__indicators" aria-label={t('view.indicators', { name: aspect.name })}>
          {aspect.indicators.map((indicator) => (
            <li key={indicator.dimensionId}>
              <span className="pj-sr__indicator-name">{indicator.name}</span>
              <ScoreLine score={indicator.score} level={indicator.level} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const hasHiddenAverage = (aspects: readonly Aspect[]) =>
  aspects.some(({ comparison }) => Object.values(comparison).some((value) => value === null));

interface ReportAspectsProps {
  report: StudentReport;
  headingId: string;
  Heading: 'h2' | 'h3';
  minGroup: number;
}

/** Every aspect in detail, with a word on why an average may be missing and how the change is counted. */
export function ReportAspects({ report, headingId, Heading, minGroup }: ReportAspectsProps) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  const baselineName = report.head.baseline?.taskGroupName ?? null;
  return (
    <section className="pj-sr__section" aria-labelledby={headingId}>
      <Heading id={headingId} className="pj-sr__section-title">
        {t('view.aspects')}
      </Heading>
      {baselineName !== null && <p className="pj-sr__muted">{t('view.changeMethod', { baseline: baselineName })}</p>}
      <div className="pj-sr__aspects">
        {report.aspects.map((aspect) => (
          <AspectCard
            key={aspect.dimensionId}
            aspect={aspect}
            baselineName={baselineName}
            Heading={Heading === 'h2' ? 'h3' : 'h4'}
          />
        ))}
      </div>
      {hasHiddenAverage(report.aspects) && (
        <p className="pj-sr__muted pj-sr__note">{t('view.suppressed', { min: minGroup })}</p>
      )}
    </section>
  );
}
