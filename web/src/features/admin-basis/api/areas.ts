import { admin, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import type { AreaRecord } from './types';

export const areasKey = ['adminBasis', 'areas'] as const;

/** Every area in scope (the server walks the tree below the caller's grants). */
export const areasQueryOptions = queryOptions({
  queryKey: areasKey,
  queryFn: () => http.request(admin.areaList, { body: {} }),
});

export type AreaDraft = RouteInput<typeof admin.areaSave>['body'];

export async function saveArea(draft: AreaDraft): Promise<void> {
  await http.request(admin.areaSave, { body: draft });
}

export async function deleteArea(id: number): Promise<void> {
  await http.request(admin.areaDelete, { body: { id } });
}

export interface AreaNode extends AreaRecord {
  children?: AreaNode[];
}

/** A city counts the schools of its districts: the server counts each school in its own district only. */
function withSchoolTotals(node: AreaNode): AreaNode {
  if (!node.children) return node;
  const children = node.children.map(withSchoolTotals);
  return {
    ...node,
    children,
    schoolCount: node.schoolCount + children.reduce((sum, child) => sum + child.schoolCount, 0),
  };
}

/** The flat list as a tree for the table; an area whose parent is out of scope is a root. */
export function areaTree(areas: readonly AreaRecord[]): AreaNode[] {
  const nodes = new Map<number, AreaNode>(areas.map((area) => [area.id, { ...area }]));
  const roots: AreaNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots.map(withSchoolTotals);
}

/** The branches of the tree that hold a match by name or code (a matching area keeps its whole subtree). */
export function filterAreaTree(nodes: readonly AreaNode[], text: string): AreaNode[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(wanted) || node.code.includes(wanted)) return [node];
    const children = filterAreaTree(node.children ?? [], wanted);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
