import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartHeight, type BarChartSpec } from '../hooks/chart-spec';
import { ASSESS_SUMMARY_NS } from '../i18n';

interface ChartCanvasProps {
  spec: BarChartSpec;
  /** The chart's numbers as a sentence: what a screen reader reads for the image. */
  label: string;
  onPick?: (index: number) => void;
}

type ChartState = 'loading' | 'ready' | 'failed';

/** The bars, drawn by ECharts, which arrives (a lazy chunk) with the first chart asked for. */
export function ChartCanvas({ spec, label, onPick }: ChartCanvasProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  // The click handler changes with every render; the chart reads the latest without redrawing.
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    import('./render-bar-chart')
      .then(({ renderBarChart }) => {
        if (cancelled || !element.current) return;
        dispose = renderBarChart(element.current, spec, (index) => pick.current?.(index));
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [spec]);
  return (
    <>
      {state === 'loading' && <p className="pj-summary__muted">{t('charts.loading')}</p>}
      {state === 'failed' && <Alert type="info" showIcon title={t('charts.failed')} />}
      <div ref={element} role="img" aria-label={label} style={{ height: chartHeight(spec.names.length) }} />
    </>
  );
}
