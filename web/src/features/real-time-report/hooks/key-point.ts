import type { AspectScore, KeyPoint } from '../api/find-group-detail';

export interface KeyPointView {
  dimension: string;
  indicator: string;
  dimensionScore: number | null;
  indicatorScore: number | null;
}

/** Names the key point (default dimension '1', indicator '10') from the report's own tree; ids stand in for missing names. */
export function keyPointView(keyPoint: KeyPoint, aspects: readonly AspectScore[]): KeyPointView {
  const aspect = aspects.find((entry) => entry.dimensionId === keyPoint.dimensionId);
  const indicator = aspects
    .flatMap((entry) => entry.indicators)
    .find((entry) => entry.dimensionId === keyPoint.indicatorId);
  return {
    dimension: aspect?.name ?? keyPoint.dimensionId,
    indicator: indicator?.name ?? keyPoint.indicatorId,
    dimensionScore: keyPoint.dimensionScore,
    indicatorScore: keyPoint.indicatorScore,
  };
}

/** The bars of the chart: one per aspect, in the tree's order. */
export function chartSeries(aspects: readonly AspectScore[]): { names: string[]; scores: number[] } {
  const ordered = [...aspects].sort((a, b) => a.dimensionId.localeCompare(b.dimensionId, undefined, { numeric: true }));
  return { names: ordered.map((aspect) => aspect.name), scores: ordered.map((aspect) => aspect.score) };
}
