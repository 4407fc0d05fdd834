import type { ProgressNodeKind, ProgressRowKind } from '@pingjia/contract';

/** A node of the organisation tree a progress table drills through. */
export interface ProgressNode {
  kind: ProgressNodeKind;
  id: number;
  name: string;
}

export interface RegionRow {
  id: number;
  parentId: number | null;
  level: 'province' | 'city' | 'district';
  name: string;
}

export type RegionMap = ReadonlyMap<number, RegionRow>;

/** Where a district, school, grade or class sits: its district and the units down to it. */
export interface Place {
  districtId: number;
  school?: { id: number; name: string };
  grade?: { id: number; name: string };
  class?: { id: number; name: string };
}

/**
 * A node's chain is every node from the top of the tree down to it. The caller's root is the
 * deepest node every unit of their scope lies under (their district, school or class when
 * they hold one), or the empty chain above the provinces when the units share none.
 */
export type Chain = readonly ProgressNode[];

interface NodeRef {
  kind: string;
  id: number;
}

export const sameNode = (a: NodeRef | undefined, b: NodeRef | undefined) =>
  a !== undefined && b !== undefined && a.kind === b.kind && a.id === b.id;

/** How many nodes two chains share from the top. */
function sharedLength(a: Chain, b: Chain): number {
  let length = 0;
  while (length < a.length && sameNode(a[length], b[length])) length += 1;
  return length;
}

/** The region and its ancestors, top first. */
export function regionChain(regions: RegionMap, regionId: number): ProgressNode[] {
  const chain: ProgressNode[] = [];
  const seen = new Set<number>();
  // `seen` stops at a corrupt parent loop instead of spinning.
  for (let region = regions.get(regionId); region && !seen.has(region.id);) {
    seen.add(region.id);
    chain.unshift({ kind: 'region', id: region.id, name: region.name });
    region = region.parentId === null ? undefined : regions.get(region.parentId);
  }
  return chain;
}

export function placeChain(regions: RegionMap, place: Place): ProgressNode[] {
  // Only id and name: a class place's grade also carries its level.
  const units: ProgressNode[] = [];
  if (place.school) units.push({ kind: 'school', id: place.school.id, name: place.school.name });
  if (place.grade) units.push({ kind: 'grade', id: place.grade.id, name: place.grade.name });
  if (place.class) units.push({ kind: 'class', id: place.class.id, name: place.class.name });
  return [...regionChain(regions, place.districtId), ...units];
}

/** The longest chain every given chain starts with. */
export function commonPrefix(chains: readonly Chain[]): Chain {
  const [first, ...rest] = chains;
  if (!first) return [];
  return first.slice(0, Math.min(first.length, ...rest.map((chain) => sharedLength(first, chain))));
}

export function startsWith(chain: Chain, prefix: Chain): boolean {
  return sharedLength(prefix, chain) === prefix.length;
}

/** The region and every region below it. */
export function regionSubtreeIds(regions: RegionMap, regionId: number): number[] {
  return [...regions.values()]
    .filter((region) => regionChain(regions, region.id).some((node) => node.id === regionId))
    .map((region) => region.id);
}

/** What the rows under a node are: schools under a district, sub-regions under a larger region, and so on down. */
export function rowKindUnder(regions: RegionMap, chain: Chain): ProgressRowKind {
  const node = chain.at(-1);
  if (!node) return 'region';
  switch (node.kind) {
    case 'region':
      return regions.get(node.id)?.level === 'district' ? 'school' : 'region';
    case 'school':
      return 'grade';
    case 'grade':
      return 'class';
    case 'class':
      return 'student';
  }
}
