import type { ReportFigure } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { EXCLUSIVE_REPORT_NS } from '../i18n';

const LEVELS_TOP_FIRST = [4, 3, 2, 1] as const;

/** "—" for a figure not shown, with the reason for screen readers and on hover. */
export function MissingMark({ reason }: { reason: 'few' | 'none' }) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const text = t(`missing.${reason}`);
  return (
    <span title={text}>
      <span aria-hidden="true">—</span>
      <span className="pj-visually-hidden">{text}</span>
    </span>
  );
}

/** A mean with its one decimal, or "—" when too few students or none have a score. */
export function MeanText({ figure }: { figure: ReportFigure }) {
  if (figure.mean !== null) return <>{figure.mean.toFixed(1)}</>;
  return <MissingMark reason={figure.suppressed ? 'few' : 'none'} />;
}

/** A comparison average (null: too few students, or none). */
export function AverageText({ mean }: { mean: number | null }) {
  return mean === null ? <MissingMark reason="none" /> : <>{mean.toFixed(1)}</>;
}

/** How many students reached each level, the top first. */
export function LevelsText({ figure }: { figure: ReportFigure }) {
  const { t } = useTranslation(EXCLUSIVE_REPORT_NS);
  const { levels } = figure;
  if (levels === null) return <MissingMark reason={figure.suppressed ? 'few' : 'none'} />;
  return (
    <ul className="pj-exclusive__levels">
      {LEVELS_TOP_FIRST.map((level) => (
        <li key={level}>{t('levelCount', { level: t(`levels.${level}`), count: levels[level - 1] })}</li>
      ))}
    </ul>
  );
}
