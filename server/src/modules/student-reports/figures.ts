import { levelOfScore, roundScore, shownMean, type StudentReport } from '@pingjia/contract';
import type { ComparisonSums, ScoreRow } from './repository.js';

export type ReportAspect = StudentReport['aspects'][number];
type Comparison = ReportAspect['comparison'];

/** The dimension 'overall' of report_student_scores: the mean of the aspects. */
export const OVERALL = 'overall';

export interface FigureSources {
  own: readonly ScoreRow[];
  /** The student's scores in the baseline report; null without one. */
  baseline: readonly ScoreRow[] | null;
  sums: readonly ComparisonSums[];
  /** Dimension id → name, in the dictionary's order. */
  names: ReadonlyMap<string, string>;
}

interface Dimension {
  dimensionId: string;
  parentDimensionId: string | null;
}

const NO_COMPARISON: Comparison = { class: null, school: null, district: null };

const comparisonOf = (sums: ComparisonSums | undefined): Comparison =>
  sums === undefined
    ? NO_COMPARISON
    : {
        class: shownMean(sums.class.sum, sums.class.students),
        school: shownMean(sums.school.sum, sums.school.students),
        district: shownMean(sums.district.sum, sums.district.students),
      };

const scored = (score: number | null) => ({ score, level: score === null ? null : levelOfScore(score) });

/**
 * The dimensions the report covers: those scored anywhere around the student (their class,
 * school or district) or by the student, in the dictionary's order (unknown ones after, by id).
 */
function dimensionsOf(sources: FigureSources): Dimension[] {
  const found = new Map<string, Dimension>();
  for (const row of [...sources.sums, ...sources.own]) {
    if (row.dimensionId !== OVERALL) found.set(row.dimensionId, row);
  }
  const order = [...sources.names.keys()];
  const rank = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return [...found.values()].sort(
    (a, b) => rank(a.dimensionId) - rank(b.dimensionId) || a.dimensionId.localeCompare(b.dimensionId),
  );
}

/**
 * The student's overall score and each aspect with its indicators: their score and level (null:
 * not taken, never zero), the class, school and district means (null under the minimum group)
 * and, per aspect, the change since the baseline report.
 */
export function studentFigures(sources: FigureSources): Pick<StudentReport, 'overall' | 'aspects'> {
  const own = new Map(sources.own.map((row) => [row.dimensionId, roundScore(row.score)]));
  const before = new Map((sources.baseline ?? []).map((row) => [row.dimensionId, roundScore(row.score)]));
  const sums = new Map(sources.sums.map((row) => [row.dimensionId, row]));
  const figure = (dimension: Dimension) => ({
    dimensionId: dimension.dimensionId,
    name: sources.names.get(dimension.dimensionId) ?? dimension.dimensionId,
    ...scored(own.get(dimension.dimensionId) ?? null),
    comparison: comparisonOf(sums.get(dimension.dimensionId)),
  });
  const changeOf = (dimensionId: string) => {
    const after = own.get(dimensionId);
    const start = before.get(dimensionId);
    return after === undefined || start === undefined ? null : roundScore(after - start);
  };
  const dimensions = dimensionsOf(sources);
  const aspects = dimensions
    .filter((dimension) => dimension.parentDimensionId === null)
    .map((aspect) => ({
      ...figure(aspect),
      change: changeOf(aspect.dimensionId),
      indicators: dimensions.filter((child) => child.parentDimensionId === aspect.dimensionId).map(figure),
    }));
  return { overall: scored(own.get(OVERALL) ?? null), aspects };
}
