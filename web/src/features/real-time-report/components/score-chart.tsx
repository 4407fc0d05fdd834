import { useTranslation } from 'react-i18next';
import { REPORT_NS } from '../i18n';
import './score-chart.css';

/** A score as the share of its bar's track (scores run 0-100). */
const barWidth = (score: number) => `${Math.min(100, Math.max(0, score))}%`;

/** The aspects' scores as bars, drawn by the page itself, so a phone downloads no chart library for them. */
export function ScoreChart({ names, scores }: { names: string[]; scores: number[] }) {
  const { t } = useTranslation(REPORT_NS);
  const summary = names.map((name, index) => `${name} ${scores[index] ?? ''}`).join('，');
  return (
    <figure className="pj-report__figure">
      <figcaption className="pj-report__heading">{t('chartTitle')}</figcaption>
      <div role="img" aria-label={summary} data-testid="score-chart" className="pj-score-chart">
        {names.map((name, index) => (
          <div key={`${index}-${name}`} className="pj-score-chart__row">
            <span className="pj-score-chart__name">{name}</span>
            <span className="pj-score-chart__track">
              <span className="pj-score-chart__bar" style={{ width: barWidth(scores[index] ?? 0) }} />
            </span>
            <span className="pj-score-chart__value">{scores[index]}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
