export interface TabType {
  tabType: number;
  tabName: string;
}

export interface StarRecord {
  id: number;
  studentId: number;
  tabType: number;
  tabName: string;
  title: string;
  content: string | null;
  stars: number;
  recordDate: string;
}

export interface MonthView {
  month: string;
  totalStars: number;
  days: { recordDate: string; stars: number; count: number }[];
  records: StarRecord[];
}

export interface CalendarChild {
  studentId: number;
  userName: string;
  className: string | null;
  totalStars: number;
}

export interface Trend {
  months: string[];
  series: { tabType: number; tabName: string; stars: number[] }[];
}

/** Every query of the star calendar starts with this key, so a deletion refreshes them all. */
export const starQueryKey = ['starCalendar'] as const;
