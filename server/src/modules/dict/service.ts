import {
  StoredDictType,
  type DictItem,
  type DictType,
  type DimensionNode,
  type Locale,
  type ReportMapping,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { findDictRows } from './repository.js';

/** Flat dictionaries: the key is the id and the value the platform passes around; the text is the label. */
export async function dictItemsOf(
  db: Executor,
  dictType: DictType,
): Promise<(DictItem & { dictLabelEn: string | null })[]> {
  const rows = await findDictRows(db, dictType);
  return rows.map((row) => ({
    dictId: row.dictKey,
    dictType,
    dictLabel: row.dictValue,
    dictLabelEn: row.dictValueEn,
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
    nameEn: row.dictValueEn,
    children: rows.filter((child) => child.parentKey === row.dictKey).map(node),
  });
  return rows.filter((row) => row.parentKey === null).map(node);
}

export async function reportMappingOf(db: Executor): Promise<ReportMapping> {
  const rows = await findDictRows(db, StoredDictType.reportMapping);
  return { dataList: rows.map((row) => ({ dictId: row.dictKey, reportId: row.dictValue })) };
}

/** Indicator or aspect id → its name in the reader's locale (the stored name where no English one is kept). */
export async function dimensionNames(db: Executor, locale: Locale = 'zh-CN'): Promise<Map<string, string>> {
  const rows = await findDictRows(db, StoredDictType.dimension);
  return new Map(rows.map((row) => [row.dictKey, localValue(row, locale)]));
}

/** A dictionary row's value for a reader: English for en-US when the row keeps one. */
export function localValue(row: { dictValue: string; dictValueEn: string | null }, locale: Locale): string {
  return locale === 'en-US' && row.dictValueEn ? row.dictValueEn : row.dictValue;
}
