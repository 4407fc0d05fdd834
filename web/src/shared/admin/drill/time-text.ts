import { i18n } from '../../i18n';

/** A moment the server sent, as the school's clock (Beijing) shows it in the reader's language; empty when none. */
export function timeText(value: string | null): string {
  if (!value) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : time.toLocaleString(i18n.language, { timeZone: 'Asia/Shanghai', hour12: false });
}
