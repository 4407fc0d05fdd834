import { and, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { groupsInScope, loadRegions, takesGroup } from '../progress/repository.js';
import type { Chain, ProgressNode, RegionMap } from '../progress/tree.js';
import { resolveView, underNode, type NodeRef } from '../progress/view.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

export interface GroupNode {
  regions: RegionMap;
  /** The node's chain from the top of the tree (the caller's root when none was named). */
  chain: Chain;
}

/** A group no class in scope takes part in answers like a missing one, as in progressDetail. */
export async function requireGroupInScope(db: Executor, scope: AdminScope, taskGroupId: number): Promise<void> {
  const [group] = await groupsInScope(db, scope, taskGroupId);
  if (!group) throw notFound();
}

/** The task group and the node a call lists under; a node outside the scope answers like a missing one. */
export async function openGroupNode(
  db: Executor,
  scope: AdminScope,
  taskGroupId: number,
  ref?: NodeRef,
): Promise<GroupNode> {
  await requireGroupInScope(db, scope, taskGroupId);
  const regions = await loadRegions(db, scope.provinceShardId);
  const { chain } = await resolveView(db, scope, regions, ref);
  return { regions, chain };
}

/** The classes in scope under the node whose grade plan holds the task group: the ones progressDetail counts. */
export function classesUnder(
  db: Executor,
  scope: AdminScope,
  taskGroupId: number,
  regions: RegionMap,
  node: ProgressNode | undefined,
): SQL | undefined {
  return and(
    classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
    takesGroup(db, taskGroupId),
    underNode(regions, node),
  );
}
