const pad2 = (value: number): string => String(value).padStart(2, '0');

/** School days are counted in China's time zone (UTC+8, no daylight saving), wherever the server runs. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export function currentMonth(now: Date): string {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}`;
}

function parts(month: string): [number, number] {
  const [year, m] = month.split('-').map(Number);
  return [year ?? 1970, m ?? 1];
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** First and last day of the month, as yyyy-mm-dd. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = parts(month);
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${pad2(lastDay)}` };
}

/** The `count` months ending with `end`, oldest first. */
export function monthsEndingAt(end: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(end, i - count + 1));
}
