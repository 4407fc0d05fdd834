import { countsAsDone, isWaived, TaskState, type ProgressCounts, type ProgressStatus } from '@pingjia/contract';

/** What the database knows of one student × activity pair (docs/decisions.md, "Progress"). */
export interface PairFacts {
  takesPart: boolean;
  userTaskState: number;
  isWaive: number;
  /** A draft, an adaptive attempt or a scenario walk exists. */
  started: boolean;
}

/** Pairs per status and the participants' answering time: what adds up from class to province. */
export type Tally = Record<ProgressStatus, number> & { timeSpentSeconds: number };

/** Where the pair stands, by the contract's done and waived decisions. */
export function statusOf(pair: PairFacts): ProgressStatus {
  if (!pair.takesPart) return 'notTakingPart';
  if (countsAsDone(pair)) return 'done';
  if (pair.userTaskState === TaskState.submitted && isWaived(pair)) return 'waived';
  return pair.started ? 'inProgress' : 'notStarted';
}

export function emptyTally(): Tally {
  return { done: 0, waived: 0, inProgress: 0, notStarted: 0, notTakingPart: 0, timeSpentSeconds: 0 };
}

/** Adds `pairs` pairs of one status; the time of those not taking part stays apart with them. */
export function addPairs(tally: Tally, status: ProgressStatus, pairs: number, timeSpentSeconds: number): void {
  tally[status] += pairs;
  if (status !== 'notTakingPart') tally.timeSpentSeconds += timeSpentSeconds;
}

export function sumTallies(tallies: Iterable<Tally>): Tally {
  const sum = emptyTally();
  for (const tally of tallies) {
    sum.done += tally.done;
    sum.waived += tally.waived;
    sum.inProgress += tally.inProgress;
    sum.notStarted += tally.notStarted;
    sum.notTakingPart += tally.notTakingPart;
    sum.timeSpentSeconds += tally.timeSpentSeconds;
  }
  return sum;
}

export function toCounts(tally: Tally): ProgressCounts {
  const participants = tally.done + tally.waived + tally.inProgress + tally.notStarted;
  return { ...tally, participants, completionRate: participants === 0 ? 0 : tally.done / participants };
}

/**
 * One student's standing over several activities: done (or waived) once every activity they
 * take part in is handed in, not started while none is touched, in progress in between.
 */
export function overallStatus(statuses: readonly ProgressStatus[]): ProgressStatus {
  const counted = statuses.filter((status) => status !== 'notTakingPart');
  if (counted.length === 0) return 'notTakingPart';
  if (counted.every((status) => status === 'waived')) return 'waived';
  if (counted.every((status) => status === 'done' || status === 'waived')) return 'done';
  if (counted.every((status) => status === 'notStarted')) return 'notStarted';
  return 'inProgress';
}
