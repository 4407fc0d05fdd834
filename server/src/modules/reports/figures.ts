import { shownMean, type ReportFigure } from '@pingjia/contract';

/** What adds up from class to province: students with a score, their sum, and students per level. */
export interface Sums {
  students: number;
  sum: number;
  levels: [number, number, number, number];
}

export const noSums = (): Sums => ({ students: 0, sum: 0, levels: [0, 0, 0, 0] });

export function addSums(total: Sums, part: Sums): Sums {
  return {
    students: total.students + part.students,
    sum: total.sum + part.sum,
    levels: [
      total.levels[0] + part.levels[0],
      total.levels[1] + part.levels[1],
      total.levels[2] + part.levels[2],
      total.levels[3] + part.levels[3],
    ],
  };
}

/** A figure over too few students shows neither mean nor distribution: it could identify a child. */
export function figureOf(sums: Sums): ReportFigure {
  const mean = shownMean(sums.sum, sums.students);
  return mean === null
    ? { students: sums.students, mean: null, levels: null, suppressed: true }
    : { students: sums.students, mean, levels: [...sums.levels], suppressed: false };
}

/** The mean others compare with, or null under the minimum group. */
export const meanOf = (sums: Sums | undefined): number | null => (sums ? shownMean(sums.sum, sums.students) : null);

/** Sums keyed by dimension, added into. */
export class SumsByDimension {
  readonly byDimension = new Map<string, Sums>();

  add(dimensionId: string, sums: Sums): void {
    this.byDimension.set(dimensionId, addSums(this.byDimension.get(dimensionId) ?? noSums(), sums));
  }

  get(dimensionId: string): Sums {
    return this.byDimension.get(dimensionId) ?? noSums();
  }
}
