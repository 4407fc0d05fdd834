import { ProgressBar } from 'antd-mobile';
import type { CSSProperties } from 'react';

interface ProgressMeterProps {
  /** What is measured: the meter's accessible name. */
  label: string;
  percent: number;
  /** The figure shown beside the bar; screen readers hear it as the value unless it is the label itself. */
  text?: string;
  /** The bar's fill, a CSS colour (antd-mobile's primary when left out). */
  fillColor?: string;
}

/**
 * antd-mobile's ProgressBar is a bare div that passes on aria-* but not a role, and an
 * aria-label without a role is prohibited ARIA; the progressbar role, name and value sit on a wrapper.
 */
export function ProgressMeter({ label, percent, text, fillColor }: ProgressMeterProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const style = fillColor ? ({ '--fill-color': fillColor } as CSSProperties) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text === label ? undefined : text}
    >
      <ProgressBar percent={percent} text={text} style={style} />
    </div>
  );
}
