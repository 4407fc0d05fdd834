import { Alert } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';

interface LazyChartProps {
  option: EChartsCoreOption;
  /** The chart's numbers as a sentence: what a screen reader reads for the image. */
  label: string;
  height: number;
}

type ChartState = 'loading' | 'ready' | 'failed';

/** A chart drawn by ECharts, which arrives (a lazy chunk, about 190 KB gzip) with the first chart shown. */
export function LazyChart({ option, label, height }: LazyChartProps) {
  const { t } = useTranslation(REPORTS_NS);
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let isCancelled = false;
    import('./render-chart')
      .then(({ renderChart }) => {
        if (isCancelled || !element.current) return;
        dispose = renderChart(element.current, option);
        setState('ready');
      })
      .catch(() => {
        if (!isCancelled) setState('failed');
      });
    return () => {
      isCancelled = true;
      dispose?.();
    };
  }, [option]);
  return (
    <>
      {state === 'loading' && <p className="pj-report__muted">{t('charts.loading')}</p>}
      {state === 'failed' && <Alert type="info" showIcon title={t('charts.failed')} />}
      <div ref={element} role="img" aria-label={label} style={{ height }} />
    </>
  );
}
