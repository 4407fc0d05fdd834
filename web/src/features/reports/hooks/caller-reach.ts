import type { MyScope } from '../api/my-scope';
import type { PublicationTarget } from '../api/publication';
import type { DevelopmentRowKind } from '../api/development';
import type { ReportNode } from '../api/report-keys';

/*
 * What the caller's reach (getMyScope) means on a report page: where they may publish, and what
 * the development page lists. The server holds the same rules; the page only offers what it allows.
 */

/**
 * Where the caller may release the report of a node: an area admin the area node they are on, a
 * school admin their school. Anywhere else nothing is offered.
 */
export function publicationTarget(
  scope: MyScope | undefined,
  taskGroupId: number,
  node: ReportNode,
): PublicationTarget | null {
  if (!scope?.capabilities.includes('publishReports')) return null;
  const isAreaLevel = scope.level === 'area' || scope.level === 'province';
  if (node.kind === 'region' && isAreaLevel) return { taskGroupId, scope: 'region', scopeId: node.id };
  if (node.kind === 'school' && scope.level === 'school') return { taskGroupId, scope: 'school', scopeId: node.id };
  return null;
}

/** School by school above a school (an area's schools), class by class from a school down. */
export function developmentRows(scope: MyScope | undefined, node: ReportNode | undefined): DevelopmentRowKind {
  if (node) return node.kind === 'region' ? 'school' : 'class';
  return scope?.level === 'area' || scope?.level === 'province' ? 'school' : 'class';
}

/** The school whose phases limit the grade filter: the one opened, or a school admin's own. */
export function phaseSchoolOf(scope: MyScope | undefined, node: ReportNode | undefined): number | undefined {
  if (node?.kind === 'school') return node.id;
  return !node && scope?.level === 'school' ? scope.schoolIds?.[0] : undefined;
}
