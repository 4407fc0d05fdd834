import type { ReportFigure, ReportNodeKind } from '@pingjia/contract';

/** A report score with its one decimal (the contract rounds; this keeps "80.0" from reading "80"). */
export function scoreText(value: number): string {
  return value.toFixed(1);
}

/** A change with its sign, so a rise and a fall read apart without colour: "+2.5", "−1.0", "0.0". */
export function signedText(value: number): string {
  const magnitude = Math.abs(value).toFixed(1);
  if (Number(magnitude) === 0) return '0.0';
  return value > 0 ? `+${magnitude}` : `\u2212${magnitude}`;
}

/** Each level's share of the figure's students, in whole percents (none when the figure is not shown). */
export function levelShares(figure: ReportFigure): number[] | null {
  if (!figure.levels) return null;
  const total = figure.levels.reduce((sum, count) => sum + count, 0);
  return figure.levels.map((count) => (total === 0 ? 0 : Math.round((count / total) * 100)));
}

/** The averages a node's figures are compared with: those present somewhere, never the node's own level. */
export type ComparisonLevel = 'school' | 'district';

export function comparisonLevels(
  comparisons: readonly Record<ComparisonLevel, number | null>[],
  nodeKind: ReportNodeKind,
): ComparisonLevel[] {
  const own = nodeKind === 'school' ? 'school' : nodeKind === 'region' ? 'district' : undefined;
  return (['school', 'district'] as const).filter(
    (level) => level !== own && comparisons.some((comparison) => comparison[level] !== null),
  );
}
