import type { ValueAdded } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { regionSubtreeIds } from '../progress/tree.js';
import { coversClass, type AdminScope } from '../scope/scope.js';
import { pairMoments, populationWhere, type PairedMoments } from './baseline.js';
import { OVERALL } from './dimensions.js';
import type { ReportGroup } from './groups.js';
import type { RowLevel } from './units.js';
import { addMoments, lineOf, noMoments, valueAddedOf, type Moments } from './value-added.js';
import type { ReportView } from './view.js';

/** A view's value-added: per dimension for the node (aspects and overall), overall per row. */
export interface ViewValueAdded {
  ofNode: (dimensionId: string) => ValueAdded;
  ofRow: (unitId: number) => ValueAdded;
}

class MomentsBy<K> {
  private readonly sums = new Map<K, Moments>();

  add(key: K, moments: Moments): void {
    this.sums.set(key, addMoments(this.sums.get(key) ?? noMoments(), moments));
  }

  get(key: K): Moments {
    return this.sums.get(key) ?? noMoments();
  }
}

/** Whether a class's (or school's) paired scores count for the node: placed under it and in the caller's scope. */
function inNode(scope: AdminScope, view: ReportView, districts: ReadonlySet<number>, row: PairedMoments): boolean {
  if (!coversClass(scope, row)) return false;
  switch (view.node.kind) {
    case 'region':
      return row.districtId !== null && districts.has(row.districtId);
    case 'school':
      return row.schoolId === view.node.id;
    case 'grade':
      return row.gradeId === view.node.id;
    case 'class':
      return row.classId === view.node.id;
  }
}

/**
 * What the paired sums are added up by: schools when the node is an area whose rows are areas or
 * schools and the caller's scope is whole schools (a province's population is every class in it),
 * else classes.
 */
function pairedBy(scope: AdminScope, view: ReportView, level: RowLevel | null): 'class' | 'school' {
  const bySchool =
    view.node.kind === 'region' &&
    scope.classIds === null &&
    (level === null || level.placeKey === 'districtId' || level.placeKey === 'schoolId');
  return bySchool ? 'school' : 'class';
}

/**
 * Value-added on the students with a score in both reports, each counted where they answered
 * the later one; every unit is measured against the line fitted on the view's population.
 */
export async function valueAddedFor(
  db: Executor,
  scope: AdminScope,
  view: ReportView,
  baseline: ReportGroup,
  level: RowLevel | null,
): Promise<ViewValueAdded> {
  const rows = await pairMoments(db, view.group, baseline, populationWhere(scope, view), pairedBy(scope, view, level));
  const districts = new Set(view.node.kind === 'region' ? regionSubtreeIds(view.regions, view.node.id) : []);
  const population = new MomentsBy<string>();
  const node = new MomentsBy<string>();
  const units = new MomentsBy<number>();
  for (const row of rows) {
    population.add(row.dimensionId, row.moments);
    if (!inNode(scope, view, districts, row)) continue;
    node.add(row.dimensionId, row.moments);
    const placed = level ? row[level.placeKey] : null;
    const unit = level && placed !== null ? level.unitOf(placed) : null;
    if (row.dimensionId === OVERALL && unit !== null) units.add(unit, row.moments);
  }
  const overallLine = lineOf(population.get(OVERALL));
  return {
    ofNode: (dimensionId) => valueAddedOf(node.get(dimensionId), lineOf(population.get(dimensionId))),
    ofRow: (unitId) => valueAddedOf(units.get(unitId), overallLine),
  };
}
