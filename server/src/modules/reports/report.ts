import {
  formatDateTime,
  type AspectFigure,
  type DimensionFigure,
  type Locale,
  type ReportHead,
  type ReportUnitRow,
  type ReportScopeQuery,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AdminScope } from '../scope/scope.js';
import { baselineOf } from './baseline.js';
import { loadDimensionTree, OVERALL, reportAspects, type ReportAspect } from './dimensions.js';
import { figureOf, meanOf, noSums, SumsByDimension } from './figures.js';
import { reportRefOf, type ReportGroup } from './groups.js';
import { publicationOfChain } from './publication.js';
import { comparisonSums, countIncluded, sumScores, type ComparisonSums, type UnitSums } from './scores.js';
import { rowLevelOf, unitNames, unitsTakingPart, type RowLevel, type RowsBy } from './units.js';
import { valueAddedFor, type ViewValueAdded } from './value-added-figures.js';
import { districtOf, placedInGradeLevel, resolveReportView, schoolOf, scoresWhere, type ReportView } from './view.js';

/** A report of one node, with what its exports and audits need besides the figures. */
export interface BuiltReport {
  view: ReportView;
  head: ReportHead;
  /** The report's aspects in order: the rows' aspect means follow it. */
  dimensions: ReportAspect[];
  overall: DimensionFigure;
  aspects: AspectFigure[];
  rows: ReportUnitRow[];
}

export interface ReportOptions {
  locale: Locale;
  /** The units the rows list; none: no rows. */
  rows: RowsBy | null;
}

// Numeric, so "2班" comes before "10班".
const byName = new Intl.Collator('zh-CN', { numeric: true });

/** The node's sums per dimension, each unit's, and the newest change among them. */
function addUp(unitSums: readonly UnitSums[], level: RowLevel | null) {
  const node = new SumsByDimension();
  const units = new Map<number, SumsByDimension>();
  const parents = new Map<string, string | null>();
  let changedAt: Date | null = null;
  for (const row of unitSums) {
    node.add(row.dimensionId, row.sums);
    parents.set(row.dimensionId, row.parentDimensionId);
    if (row.changedAt && (!changedAt || row.changedAt > changedAt)) changedAt = row.changedAt;
    const unit = level && row.unitId !== null ? level.unitOf(row.unitId) : null;
    if (unit === null) continue;
    const sums = units.get(unit) ?? new SumsByDimension();
    sums.add(row.dimensionId, row.sums);
    units.set(unit, sums);
  }
  return { node, units, parents, changedAt };
}

/** What a node is compared with: the school it lies in and its district (none for what it is itself). */
async function comparisonsOf(db: Executor, scope: AdminScope, view: ReportView): Promise<ComparisonSums | null> {
  const district = districtOf(view);
  if (!district || view.node.kind === 'region') return null;
  const school = view.node.kind === 'school' ? null : schoolOf(view.chain);
  const gradeFilter =
    view.gradeLevel === null ? undefined : placedInGradeLevel(db, view.gradeLevel, scope.provinceShardId);
  return comparisonSums(db, view.group.id, { schoolId: school?.id ?? null, districtId: district.id }, gradeFilter);
}

async function rowsOf(
  db: Executor,
  view: ReportView,
  level: RowLevel,
  units: Map<number, SumsByDimension>,
  dimensions: readonly ReportAspect[],
  valueAdded: ViewValueAdded | null,
): Promise<ReportUnitRow[]> {
  const ids = new Set([...units.keys(), ...(await unitsTakingPart(db, view, level))]);
  const names = await unitNames(db, view, level.kind, [...ids]);
  return [...ids]
    .map((id) => ({ id, name: names.get(id) ?? { name: String(id), rank: 0 }, sums: units.get(id) }))
    .sort((a, b) => a.name.rank - b.name.rank || byName.compare(a.name.name, b.name.name) || a.id - b.id)
    .map(({ id, name, sums }) => ({
      kind: level.kind,
      id,
      name: name.name,
      overall: figureOf(sums?.get(OVERALL) ?? noSums()),
      aspects: dimensions.map((aspect) => meanOf(sums?.get(aspect.id))),
      valueAdded: valueAdded ? valueAdded.ofRow(id) : null,
    }));
}

interface Parts {
  node: SumsByDimension;
  comparison: ComparisonSums | null;
  valueAdded: ViewValueAdded | null;
}

function dimensionFigure(
  parts: Parts,
  dimension: { id: string; name: string },
  parentId: string | null,
): DimensionFigure {
  const isIndicator = parentId !== null;
  return {
    dimensionId: dimension.id,
    parentDimensionId: parentId,
    name: dimension.name,
    figure: figureOf(parts.node.get(dimension.id)),
    comparison: {
      class: null,
      school: meanOf(parts.comparison?.school.get(dimension.id)),
      district: meanOf(parts.comparison?.district.get(dimension.id)),
    },
    valueAdded: parts.valueAdded && !isIndicator ? parts.valueAdded.ofNode(dimension.id) : null,
  };
}

function headOf(
  view: ReportView,
  parts: { publication: ReportHead['publication']; changedAt: Date | null; baseline: ReportGroup | null },
  students: ReportHead['students'],
): ReportHead {
  return {
    ...reportRefOf(view.group),
    path: view.path.map((step) => ({ ...step })),
    node: { ...view.node },
    gradeLevel: view.gradeLevel ?? view.nodeGradeLevel,
    publication: parts.publication,
    lastChangedAt: parts.changedAt && formatDateTime(parts.changedAt),
    baseline: parts.baseline && reportRefOf(parts.baseline),
    students,
  };
}

/**
 * A report of a node of the caller's scope: figures added up from the class sums of the scores
 * placed under it (in scope, in the grade asked for), compared with the school and district it
 * lies in, with value-added against a baseline report and the units below it as rows.
 */
export async function buildReport(
  db: Executor,
  scope: AdminScope,
  query: ReportScopeQuery,
  options: ReportOptions,
): Promise<BuiltReport> {
  const view = await resolveReportView(db, scope, query);
  const level = options.rows ? rowLevelOf(view, options.rows) : null;
  // Independent reads, sent together; value-added's as soon as its baseline is known.
  const baselineRead = baselineOf(db, scope, view, query.baseTaskGroupId);
  const [unitSums, tree, baseline, valueAdded, comparison, publication, included] = await Promise.all([
    sumScores(db, view.group.id, scoresWhere(db, scope, view), level?.scoreColumn ?? null),
    loadDimensionTree(db, options.locale),
    baselineRead,
    baselineRead.then((found) => (found ? valueAddedFor(db, scope, view, found, level) : null)),
    comparisonsOf(db, scope, view),
    publicationOfChain(db, view.group.id, view.chain),
    countIncluded(db, view.group.id, view.classWhere),
  ]);
  const sums = addUp(unitSums, level);
  const dimensions = reportAspects(tree, sums.parents);
  const parts: Parts = { node: sums.node, comparison, valueAdded };
  const head = headOf(
    view,
    { publication, changedAt: sums.changedAt, baseline },
    { included, taken: sums.node.get(OVERALL).students },
  );
  return {
    view,
    head,
    dimensions,
    overall: dimensionFigure(parts, { id: OVERALL, name: tree.overallName }, null),
    aspects: dimensions.map((aspect) => ({
      ...dimensionFigure(parts, aspect, null),
      indicators: aspect.indicators.map((indicator) => dimensionFigure(parts, indicator, aspect.id)),
    })),
    rows: level ? await rowsOf(db, view, level, sums.units, dimensions, parts.valueAdded) : [],
  };
}

/** queryDistrictReport: the node's report with the units one level below as rows. */
export async function unitReport(db: Executor, scope: AdminScope, query: ReportScopeQuery, locale: Locale) {
  const { head, overall, aspects, rows } = await buildReport(db, scope, query, { locale, rows: 'below' });
  return { head, overall, aspects, rows };
}
