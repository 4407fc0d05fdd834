import { i18n } from '../../../shared/i18n';

/** A finish time (the server's Beijing time) in the reader's language; empty when not finished. */
export function finishedAtText(value: string | null): string {
  if (!value) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : time.toLocaleString(i18n.language, { timeZone: 'Asia/Shanghai', hour12: false });
}
