/**
 * An SVG the server drew, as an image source: shown through `<img>`, so nothing in it can run or
 * reach the page, whatever the markup holds.
 */
export const svgImageSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A figure with its one decimal, or the dash that stands for "not shown". */
export const figureText = (value: number | null, dash: string): string => (value === null ? dash : String(value));

/** A change with its sign ('+3.2', '−1.5'; a true minus sign), or null for none at all. */
export function signedChange(change: number): string | null {
  if (change === 0) return null;
  return change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
}

/** A moment the server sent, on the school's clock (Beijing), as a date and time in the reader's language. */
export function momentText(value: string, locale: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return time.toLocaleString(locale, {
    timeZone: 'Asia/Shanghai',
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
