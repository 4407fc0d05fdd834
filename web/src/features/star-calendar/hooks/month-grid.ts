const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The month's days as weeks of seven cells, Monday first (as Chinese calendars are); null pads the edges. */
export function monthGrid(month: string): (string | null)[][] {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const leading = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad2(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** yyyy-mm of the month `by` months away. */
export function shiftMonth(month: string, by: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 + by;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}
