import type { GroupCounts, GroupUnit } from '../api/current-group';
import type { GroupActivity, StudentRecord, StudentsPage } from '../api/not-started';

/** The day of a platform date-time ('2026-09-01 00:00:00' → '2026-09-01'). */
export function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/** The figures the home lists under the rate, in reading order; each key names its label. */
export const FIGURE_KEYS = [
  'participants',
  'done',
  'waived',
  'inProgress',
  'notStarted',
  'notTakingPart',
] as const satisfies readonly (keyof GroupCounts)[];

/** The units worth a list of their own: none when the only one is the caller's own class (the totals say it all). */
export function unitsToList(units: readonly GroupUnit[]): readonly GroupUnit[] {
  return units.length === 1 && units[0]?.kind === 'class' ? [] : units;
}

/** The activities a student has not started, in the group's order. */
export function notStartedActivities(record: StudentRecord, activities: readonly GroupActivity[]): GroupActivity[] {
  const notStarted = new Set(
    record.activities.filter((entry) => entry.status === 'notStarted').map((entry) => entry.activityId),
  );
  return activities.filter((activity) => notStarted.has(activity.activityId));
}

/** Every page's students in one list, with the group's activities and the count of all of them. */
export function joinPages(pages: readonly StudentsPage[]) {
  return {
    records: pages.flatMap((page) => page.records),
    activities: pages[0]?.activities ?? [],
    total: pages[0]?.total ?? 0,
  };
}

/** The page after those loaded, while the total holds more students than they do. */
export function nextPageOf(total: number, pagesLoaded: number, pageSize: number): number | undefined {
  return pagesLoaded * pageSize < total ? pagesLoaded + 1 : undefined;
}
