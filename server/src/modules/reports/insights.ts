import {
  DEFAULT_KEY_POINT,
  type AspectFigure,
  type DevelopmentSituation,
  type DimensionFigure,
  type Locale,
  type ReportScopeQuery,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AdminScope } from '../scope/scope.js';
import { buildReport, type BuiltReport } from './report.js';
import type { RowsBy } from './units.js';

/** How many indicators the strongest and the weakest lists show. */
const LISTED = 3;

/** The shown indicators, highest mean first (the tree's order among equals). */
function rankedIndicators(report: BuiltReport): DimensionFigure[] {
  const indicators = report.aspects.flatMap((aspect) => aspect.indicators);
  const order = new Map(indicators.map((indicator, index) => [indicator.dimensionId, index]));
  return indicators
    .filter((indicator) => indicator.figure.mean !== null)
    .sort(
      (a, b) =>
        (b.figure.mean ?? 0) - (a.figure.mean ?? 0) ||
        (order.get(a.dimensionId) ?? 0) - (order.get(b.dimensionId) ?? 0),
    );
}

const aspectAlone = ({ indicators: _indicators, ...aspect }: AspectFigure): DimensionFigure => aspect;

/**
 * getKeyDimensionalIndicators: the §9 key point (aspect '1', indicator '10') and the strongest
 * and weakest indicators of the node; an indicator under the minimum group is in neither list,
 * and none is in both.
 */
export async function keyIndicators(db: Executor, scope: AdminScope, query: ReportScopeQuery, locale: Locale) {
  const report = await buildReport(db, scope, query, { locale, rows: null });
  const aspect = report.aspects.find((figure) => figure.dimensionId === DEFAULT_KEY_POINT.dimensionId);
  const indicator = report.aspects
    .flatMap((figure) => figure.indicators)
    .find((figure) => figure.dimensionId === DEFAULT_KEY_POINT.indicatorId);
  const ranked = rankedIndicators(report);
  const strongest = ranked.slice(0, LISTED);
  const weakest = ranked.slice(strongest.length).reverse().slice(0, LISTED);
  return {
    head: report.head,
    keyPoint: { aspect: aspect ? aspectAlone(aspect) : null, indicator: indicator ?? null },
    strongest,
    weakest,
  };
}

/** The development situation: the node's classes or schools, each with its figures and value-added. */
export async function developmentReport(
  db: Executor,
  scope: AdminScope,
  query: ReportScopeQuery,
  locale: Locale,
  by: Exclude<RowsBy, 'below'>,
): Promise<DevelopmentSituation & { report: BuiltReport }> {
  const report = await buildReport(db, scope, query, { locale, rows: by });
  return {
    head: report.head,
    aspects: report.dimensions.map((aspect) => ({ dimensionId: aspect.id, name: aspect.name })),
    rows: report.rows,
    report,
  };
}
