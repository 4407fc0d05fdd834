import { eq, inArray, type SQL } from 'drizzle-orm';
import type { ProgressNodeKind } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, schools } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { coversClass, coversRegion, coversSchool, type AdminScope } from '../scope/scope.js';
import { findClassPlaces, findGradePlace, findSchoolPlaces } from './repository.js';
import {
  commonPrefix,
  placeChain,
  regionChain,
  regionSubtreeIds,
  sameNode,
  startsWith,
  type Chain,
  type ProgressNode,
  type RegionMap,
} from './tree.js';

/** The node a progress table lists and the breadcrumb to it from the caller's root. */
export interface ProgressView {
  /** The node's chain from the top of the tree (the root's when no node was asked for). */
  chain: Chain;
  /** The part of the chain below the root. */
  path: Chain;
}

export interface NodeRef {
  kind: ProgressNodeKind;
  id: number;
}

/** The chains of the scope's own units: the granted regions, the schools or the classes. */
async function unitChains(db: Executor, scope: AdminScope, regions: RegionMap): Promise<Chain[]> {
  switch (scope.level) {
    case 'area': {
      // A granted region inside another granted one is already below it.
      const granted = new Set(scope.regionIds);
      const tops = scope.regionIds.filter((id) => {
        const parentId = regions.get(id)?.parentId;
        return parentId === undefined || parentId === null || !granted.has(parentId);
      });
      return tops.map((id) => regionChain(regions, id));
    }
    case 'school':
      return (await findSchoolPlaces(db, scope.schoolIds ?? [])).map((place) => placeChain(regions, place));
    case 'class': {
      const classIds = scope.classIds ?? [];
      if (classIds.length === 0) return [];
      return (await findClassPlaces(db, inArray(classes.id, classIds))).map((place) => placeChain(regions, place));
    }
    default:
      return [];
  }
}

async function chainOf(db: Executor, regions: RegionMap, node: NodeRef): Promise<Chain | undefined> {
  switch (node.kind) {
    case 'region':
      return regions.has(node.id) ? regionChain(regions, node.id) : undefined;
    case 'school': {
      const [place] = await findSchoolPlaces(db, [node.id]);
      return place && placeChain(regions, place);
    }
    case 'grade': {
      const place = await findGradePlace(db, node.id);
      return place && placeChain(regions, place);
    }
    case 'class': {
      const [place] = await findClassPlaces(db, eq(classes.id, node.id));
      return place && placeChain(regions, place);
    }
  }
}

/** Whether the scope holds the whole node (a teacher holds classes, not their grade). */
function covers(scope: AdminScope, chain: Chain, node: ProgressNode): boolean {
  const schoolId = chain.find((step) => step.kind === 'school')?.id ?? null;
  switch (node.kind) {
    case 'region':
      return coversRegion(scope, node.id);
    case 'school':
      return coversSchool(scope, node.id);
    case 'grade':
      return coversSchool(scope, schoolId) && scope.classIds === null;
    case 'class':
      return coversClass(scope, { classId: node.id, schoolId });
  }
}

/**
 * The caller may open their root and any node below it that their scope holds or that leads
 * to one of their units (a head teacher's grade); anything else answers like a missing node.
 */
export async function resolveView(
  db: Executor,
  scope: AdminScope,
  regions: RegionMap,
  ref: NodeRef | undefined,
): Promise<ProgressView> {
  const units = await unitChains(db, scope, regions);
  const root = commonPrefix(units);
  if (!ref) return { chain: root, path: [] };
  const chain = await chainOf(db, regions, ref);
  const node = chain?.at(-1);
  if (!chain || !node || !startsWith(chain, root)) throw notFound();
  const leadsToUnit = units.some((unit) => unit.some((step) => sameNode(step, node)));
  if (!covers(scope, chain, node) && !leadsToUnit) throw notFound();
  return { chain, path: chain.slice(root.length) };
}

/** The classes under a node, as a condition over classes and their schools. */
export function underNode(regions: RegionMap, node: ProgressNode | undefined): SQL | undefined {
  if (!node) return undefined;
  switch (node.kind) {
    case 'region':
      return inArray(schools.districtId, regionSubtreeIds(regions, node.id));
    case 'school':
      return eq(classes.schoolId, node.id);
    case 'grade':
      return eq(classes.gradeId, node.id);
    case 'class':
      return eq(classes.id, node.id);
  }
}
