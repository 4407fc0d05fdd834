import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_NS } from '../i18n';

/** The aspects' scores as bars; ECharts is fetched only when a report draws its first chart. */
export function ScoreChart({ names, scores }: { names: string[]; scores: number[] }) {
  const { t } = useTranslation(REPORT_NS);
  const element = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import('./render-score-chart').then(({ renderScoreChart }) => {
      if (cancelled || !element.current) return;
      dispose = renderScoreChart(element.current, { names, scores });
      setReady(true);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [names, scores]);
  const summary = names.map((name, index) => `${name} ${scores[index] ?? ''}`).join('，');
  return (
    <figure className="pj-report__figure">
      <figcaption className="pj-report__heading">{t('chartTitle')}</figcaption>
      {!ready && <p className="pj-report__muted">{t('chartLoading')}</p>}
      <div
        ref={element}
        role="img"
        aria-label={summary}
        data-testid="score-chart"
        style={{ height: Math.max(160, names.length * 44) }}
      />
    </figure>
  );
}
