import type { RouteData, star } from '@pingjia/contract';

export type MonthView = RouteData<typeof star.getRecordList>;
/** One record of a star calendar. */
export type StarRecord = MonthView['records'][number];

/** Every query of the star calendar starts with this key, so a deletion refreshes them all. */
export const starQueryKey = ['starCalendar'] as const;
