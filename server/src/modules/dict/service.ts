import {
  StoredDictType,
  type DictItem,
  type DictType,
  type DimensionNode,
  type ReportMapping,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { findDictRows } from './repository.js';

/** Flat dictionaries: the key is the id and the value the platform passes around; the text is the label. */
export async function dictItemsOf(db: Executor, dictType: DictType): Promise<DictItem[]> {
  const rows = await findDictRows(db, dictType);
  return rows.map((row) => ({
    dictId: row.dictKey,
    dictType,
    dictLabel: row.dictValue,
    dictValue: row.dictKey,
    sort: row.sort,
  }));
}

/** The dimension tree: aspects at the top, their indicators beneath. */
export async function dimensionTree(db: Executor): Promise<DimensionNode[]> {
  const rows = await findDictRows(db, StoredDictType.dimension);
  const node = (row: (typeof rows)[number]): DimensionNode => ({
    id: row.dictKey,
    parentId: row.parentKey,
    name: row.dictValue,
    children: rows.filter((child) => child.parentKey === row.dictKey).map(node),
  });
  return rows.filter((row) => row.parentKey === null).map(node);
}

export async function reportMappingOf(db: Executor): Promise<ReportMapping> {
  const rows = await findDictRows(db, StoredDictType.reportMapping);
  return { dataList: rows.map((row) => ({ dictId: row.dictKey, reportId: row.dictValue })) };
}

/** Indicator or aspect id → its name, for reports. */
export async function dimensionNames(db: Executor): Promise<Map<string, string>> {
  return new Map((await findDictRows(db, StoredDictType.dimension)).map((row) => [row.dictKey, row.dictValue]));
}
