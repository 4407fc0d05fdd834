import type { ReportFigure } from '@pingjia/contract';
import type { ExclusiveAspect } from '../api/exclusive-report';

/** A row of the report's table: an aspect with its common indicators and the school's own below it. */
export interface FigureLine {
  key: string;
  name: string;
  kind: 'aspect' | 'common' | 'own';
  figure: ReportFigure;
  /** The area's average; the school's own indicators have none to compare with. */
  district?: number | null;
  children?: FigureLine[];
}

export function figureLines(aspects: readonly ExclusiveAspect[]): FigureLine[] {
  return aspects.map((aspect) => ({
    key: `aspect-${aspect.dimensionId}`,
    name: aspect.name,
    kind: 'aspect',
    figure: aspect.figure,
    district: aspect.comparison.district,
    children: [
      ...aspect.indicators.map((indicator): FigureLine => ({
        key: `common-${indicator.dimensionId}`,
        name: indicator.name,
        kind: 'common',
        figure: indicator.figure,
        district: indicator.comparison.district,
      })),
      ...aspect.own.map((own): FigureLine => ({
        key: `own-${own.indicatorId}`,
        name: own.name,
        kind: 'own',
        figure: own.figure,
      })),
    ],
  }));
}
