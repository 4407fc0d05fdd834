import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportNodeKind } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, reportClassScores } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { loadRegions } from '../progress/repository.js';
import { regionSubtreeIds, type Chain, type ProgressNode, type RegionMap } from '../progress/tree.js';
import { resolveView, underNode } from '../progress/view.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { requireReportGroup, type ReportGroup } from './groups.js';

/** A report's node: the caller's root when none is named. */
export interface ReportQuery {
  taskGroupId: number;
  node?: { kind: ReportNodeKind; id: number } | undefined;
  gradeLevel?: number | undefined;
}

/** One report of one node of the caller's scope. */
export interface ReportView {
  group: ReportGroup;
  regions: RegionMap;
  /** Every node from the top of the tree down to the node. */
  chain: Chain;
  /** From the caller's own node down to the node (the page's breadcrumb). */
  path: Chain;
  node: ProgressNode;
  /** The grade asked for; null: every grade of the node. */
  gradeLevel: number | null;
  /** The grade level of a grade or class node (value-added compares within it). */
  nodeGradeLevel: number | null;
  /** The node's classes now, in scope and grade: a condition over classes, their grades and schools. */
  classWhere: SQL;
}

const c = reportClassScores;

/** Class sums of scores placed under the node (where they were stored, not where the students are now). */
function placedUnder(regions: RegionMap, node: ProgressNode): SQL {
  switch (node.kind) {
    case 'region':
      return inArray(c.districtId, regionSubtreeIds(regions, node.id));
    case 'school':
      return eq(c.schoolId, node.id);
    case 'grade':
      return eq(c.gradeId, node.id);
    case 'class':
      return eq(c.classId, node.id);
  }
}

/** Class sums of scores placed in a grade of the level. */
export function placedInGradeLevel(db: Executor, gradeLevel: number, shard: number): SQL {
  const ids = db
    .select({ id: grades.id })
    .from(grades)
    .where(and(eq(grades.gradeLevel, gradeLevel), eq(grades.provinceShardId, shard)));
  return inArray(c.gradeId, ids);
}

/** The class sums the view covers: placed under the node, in scope, in the grade asked for. */
export function scoresWhere(db: Executor, scope: AdminScope, view: ReportView): SQL {
  return (
    and(
      classCondition(scope, c.classId, c.schoolId, c.provinceShardId),
      placedUnder(view.regions, view.node),
      view.gradeLevel === null ? undefined : placedInGradeLevel(db, view.gradeLevel, scope.provinceShardId),
    ) ?? sql`false`
  );
}

async function gradeLevelOf(db: Executor, node: ProgressNode): Promise<number | null> {
  if (node.kind !== 'grade' && node.kind !== 'class') return null;
  const [row] =
    node.kind === 'grade'
      ? await db.select({ level: grades.gradeLevel }).from(grades).where(eq(grades.id, node.id))
      : await db
          .select({ level: grades.gradeLevel })
          .from(classes)
          .innerJoin(grades, eq(grades.id, classes.gradeId))
          .where(eq(classes.id, node.id));
  return row?.level ?? null;
}

/**
 * The report group and node of a call. A group without a report or out of scope, and a node the
 * caller may not open, answer like missing ones (progress's drill-down rule).
 */
export async function resolveReportView(db: Executor, scope: AdminScope, query: ReportQuery): Promise<ReportView> {
  const group = await requireReportGroup(db, scope, query.taskGroupId);
  const regions = await loadRegions(db, scope.provinceShardId);
  const { chain, path } = await resolveView(db, scope, regions, query.node);
  const node = chain.at(-1);
  if (!node) throw notFound();
  const gradeLevel = query.gradeLevel ?? null;
  const classWhere =
    and(
      classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
      underNode(regions, node),
      gradeLevel === null ? undefined : eq(grades.gradeLevel, gradeLevel),
    ) ?? sql`false`;
  return {
    group,
    regions,
    chain,
    // The caller's own node leads the breadcrumb.
    path: chain.slice(Math.max(0, chain.length - path.length - 1)),
    node,
    gradeLevel,
    nodeGradeLevel: await gradeLevelOf(db, node),
    classWhere,
  };
}

/** The district a node is in (itself for a district); none above a district. */
export function districtOf(view: ReportView): ProgressNode | null {
  const region = view.chain.findLast((step) => step.kind === 'region');
  if (!region) return null;
  return view.regions.get(region.id)?.level === 'district' ? region : null;
}

export const schoolOf = (chain: Chain): ProgressNode | null => chain.find((step) => step.kind === 'school') ?? null;
