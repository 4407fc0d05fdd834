import { StoredDictType, type Locale } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { LocalizedText } from '../../platform/app-error.js';
import { findDictRows } from '../dict/repository.js';
import { localValue } from '../dict/service.js';

/** The student's overall score: the mean of their aspects (migration 0015). */
export const OVERALL = 'overall';

const overallName: LocalizedText = { 'zh-CN': '综合', 'en-US': 'Overall' };

export interface ReportDimension {
  id: string;
  name: string;
}

export interface ReportAspect extends ReportDimension {
  indicators: ReportDimension[];
}

/** The dimension tree's names and order (the dictionary's), to lay a report's scores out by. */
export interface DimensionTree {
  names: Map<string, string>;
  order: Map<string, number>;
  overallName: string;
}

export async function loadDimensionTree(db: Executor, locale: Locale): Promise<DimensionTree> {
  const rows = await findDictRows(db, StoredDictType.dimension);
  return {
    names: new Map(rows.map((row) => [row.dictKey, localValue(row, locale)])),
    order: new Map(rows.map((row, index) => [row.dictKey, index])),
    overallName: overallName[locale],
  };
}

/**
 * The aspects and indicators a report shows: the nodes of the tree that hold a score in it
 * (`parents`: dimension → its parent, from the scores), in the tree's order.
 */
export function reportAspects(tree: DimensionTree, parents: ReadonlyMap<string, string | null>): ReportAspect[] {
  const rank = (id: string) => tree.order.get(id) ?? Number.MAX_SAFE_INTEGER;
  const byTree = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
  const named = (id: string): ReportDimension => ({ id, name: tree.names.get(id) ?? id });
  const ids = [...parents.keys()].filter((id) => id !== OVERALL).sort(byTree);
  return ids
    .filter((id) => parents.get(id) === null)
    .map((aspectId) => ({
      ...named(aspectId),
      indicators: ids.filter((id) => parents.get(id) === aspectId).map(named),
    }));
}
