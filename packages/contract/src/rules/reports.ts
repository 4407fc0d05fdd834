/*
 * The report rules both sides and every computation share (docs/decisions.md, "Reports").
 */

/** A figure over fewer students than this is not shown: it could identify a child. */
export const MIN_REPORT_GROUP = 5;

/** Scores are 0-100; a level is 1-4 (4 the top), as the answer screens show them. */
export const LEVEL_THRESHOLDS = [60, 70, 85] as const;

export function levelOfScore(score: number): 1 | 2 | 3 | 4 {
  if (score >= LEVEL_THRESHOLDS[2]) return 4;
  if (score >= LEVEL_THRESHOLDS[1]) return 3;
  if (score >= LEVEL_THRESHOLDS[0]) return 2;
  return 1;
}

/** Report figures carry one decimal. */
export const roundScore = (value: number): number => Math.round(value * 10) / 10;

/** The mean of a group, or null when the group is too small to show one. */
export function shownMean(sum: number, students: number): number | null {
  return students >= MIN_REPORT_GROUP ? roundScore(sum / students) : null;
}

/** One student's score on one dimension in the baseline report and in the later one. */
export interface ValueAddedPair {
  unitId: number;
  before: number;
  after: number;
}

export interface UnitValueAdded {
  unitId: number;
  /** Students with a score in both reports. */
  paired: number;
  before: number | null;
  after: number | null;
  /** after − before, on the paired students. */
  change: number | null;
  /**
   * The paired students' mean of (after − expected after), the expectation being the straight
   * line through every paired student of the comparison population (after on before): above 0,
   * the unit moved more than units starting where it started.
   */
  againstExpected: number | null;
}

/** The least-squares line of after on before over all pairs; flat at the mean when before never varies. */
export function expectationLine(pairs: readonly ValueAddedPair[]): { intercept: number; slope: number } {
  const n = pairs.length;
  if (n === 0) return { intercept: 0, slope: 1 };
  const meanBefore = pairs.reduce((sum, pair) => sum + pair.before, 0) / n;
  const meanAfter = pairs.reduce((sum, pair) => sum + pair.after, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const pair of pairs) {
    covariance += (pair.before - meanBefore) * (pair.after - meanAfter);
    variance += (pair.before - meanBefore) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return { intercept: meanAfter - slope * meanBefore, slope };
}

/**
 * Value-added per unit (a student, class, school or area) from its students' pairs, against
 * the line fitted on `population` (all pairs the comparison covers). Units under the minimum
 * group show no figure.
 */
export function valueAddedByUnit(
  pairs: readonly ValueAddedPair[],
  population: readonly ValueAddedPair[] = pairs,
): UnitValueAdded[] {
  const line = expectationLine(population);
  const byUnit = new Map<number, ValueAddedPair[]>();
  for (const pair of pairs) byUnit.set(pair.unitId, [...(byUnit.get(pair.unitId) ?? []), pair]);
  return [...byUnit].map(([unitId, unitPairs]) => {
    const paired = unitPairs.length;
    if (paired < MIN_REPORT_GROUP) {
      return { unitId, paired, before: null, after: null, change: null, againstExpected: null };
    }
    const before = unitPairs.reduce((sum, pair) => sum + pair.before, 0) / paired;
    const after = unitPairs.reduce((sum, pair) => sum + pair.after, 0) / paired;
    const residual =
      unitPairs.reduce((sum, pair) => sum + pair.after - (line.intercept + line.slope * pair.before), 0) / paired;
    return {
      unitId,
      paired,
      before: roundScore(before),
      after: roundScore(after),
      change: roundScore(after - before),
      againstExpected: roundScore(residual),
    };
  });
}

/** The kinds of report page (§2), each with its path under /adminIndex/report/. */
export const REPORT_TYPES = ['area', 'school', 'exclusive', 'classes', 'develop', 'student'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What a report covers: the organisation levels of DOMAIN.md, with class between school and student. */
export const REPORT_NODE_KINDS = ['region', 'school', 'grade', 'class'] as const;
export type ReportNodeKind = (typeof REPORT_NODE_KINDS)[number];

/** Where a report may be published: an area (every school under it) or one school. */
export const PUBLISH_SCOPES = ['region', 'school'] as const;
export type PublishScope = (typeof PUBLISH_SCOPES)[number];

/** School phases (学段) by grade level. */
export const SCHOOL_PHASES = [
  { phaseId: '1', gradeLevels: [1, 2, 3, 4, 5, 6] },
  { phaseId: '2', gradeLevels: [7, 8, 9] },
  { phaseId: '3', gradeLevels: [10, 11, 12] },
] as const;

export function phaseOfGrade(gradeLevel: number): string {
  return SCHOOL_PHASES.find((phase) => (phase.gradeLevels as readonly number[]).includes(gradeLevel))?.phaseId ?? '1';
}
