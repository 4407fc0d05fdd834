import { parseDateTime, type TaskGroupState } from '@pingjia/contract';

interface GroupPeriod {
  name: string;
  startTime: Date;
  /** Null: the group never ends. */
  endTime: Date | null;
}

/** Running from its start until its end, read as the student side reads `isEnded`. */
export function groupStateAt(group: GroupPeriod, now: Date): TaskGroupState {
  if (group.startTime.getTime() > now.getTime()) return 'notStarted';
  if (group.endTime !== null && group.endTime.getTime() <= now.getTime()) return 'ended';
  return 'inProgress';
}

export interface GroupFilter {
  tgiName?: string | undefined;
  /** Platform date-times: the group runs at some time between them. */
  startTime?: string | undefined;
  endTime?: string | undefined;
  state?: TaskGroupState | undefined;
}

const instantOf = (text: string | undefined) => (text === undefined ? null : parseDateTime(text));

/** Whether a group's name, period and state at `now` match the filter (an unset part matches all). */
export function matchesFilter(group: GroupPeriod, filter: GroupFilter, now: Date): boolean {
  const from = instantOf(filter.startTime);
  const to = instantOf(filter.endTime);
  const name = filter.tgiName?.toLowerCase();
  return (
    (!name || group.name.toLowerCase().includes(name)) &&
    (to === null || group.startTime.getTime() <= to.getTime()) &&
    (from === null || group.endTime === null || group.endTime.getTime() >= from.getTime()) &&
    (!filter.state || groupStateAt(group, now) === filter.state)
  );
}
