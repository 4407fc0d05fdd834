import { StoredDictType } from '@pingjia/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  activities,
  dictionaries,
  files,
  itemIndicators,
  itemOptions,
  items,
  taskGroups,
} from '../../db/schema/index.js';
import type { ContentDefinition, ItemDefinition } from './schema.js';

export interface ImportGroup {
  shard: number;
  reportYear: string | null;
  evaluationBatch: string | null;
}

export async function findImportGroup(tx: Executor, taskGroupId: number): Promise<ImportGroup | undefined> {
  const [row] = await tx
    .select({
      shard: taskGroups.provinceShardId,
      reportYear: taskGroups.reportYear,
      evaluationBatch: taskGroups.evaluationBatch,
    })
    .from(taskGroups)
    .where(eq(taskGroups.id, taskGroupId));
  return row;
}

/** Whether the flat dictionary of this type holds the key. */
export async function isDictionaryKey(tx: Executor, dictType: StoredDictType, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: dictionaries.dictKey })
    .from(dictionaries)
    .where(and(eq(dictionaries.dictType, dictType), eq(dictionaries.dictKey, key)));
  return row !== undefined;
}

/** Gives a group without a report the one its imported content names. */
export async function setGroupReport(
  tx: Executor,
  taskGroupId: number,
  report: { reportYear: string; evaluationBatch: string },
): Promise<void> {
  await tx.update(taskGroups).set(report).where(eq(taskGroups.id, taskGroupId));
}

/** Indicators are the dimension tree's nodes with a parent (the aspects are its roots). */
export async function findKnownIndicators(tx: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ key: dictionaries.dictKey })
    .from(dictionaries)
    .where(
      and(
        eq(dictionaries.dictType, StoredDictType.dimension),
        isNotNull(dictionaries.parentKey),
        inArray(dictionaries.dictKey, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

export async function findKnownFiles(tx: Executor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await tx
    .select({ name: files.fileName })
    .from(files)
    .where(inArray(files.fileName, [...names]));
  return new Set(rows.map((row) => row.name));
}

function itemConfig(item: ItemDefinition) {
  if (item.type === 'fill') return { accepted: item.accepted, score: item.score };
  if (item.type === 'text') return { score: item.score };
  if (item.type === 'upload') return { accept: item.accept, score: item.score };
  return {};
}

/** The items in three statements (items, options, indicator links), whatever their number. */
async function insertItems(tx: Executor, activityId: number, list: readonly ItemDefinition[], shard: number) {
  if (list.length === 0) return;
  const rows = await tx
    .insert(items)
    .values(
      list.map((item, index) => ({
        activityId,
        sort: index + 1,
        type: item.type,
        stem: item.stem,
        required: item.required ? 1 : 0,
        media: item.media,
        config: itemConfig(item),
        provinceShardId: shard,
      })),
    )
    .returning({ id: items.id, sort: items.sort });
  const idAt = new Map(rows.map((row) => [row.sort, row.id]));
  const withIds = list.map((item, index) => {
    const itemId = idAt.get(index + 1);
    if (itemId === undefined) throw new Error('insert into items returned no row');
    return { item, itemId };
  });
  const options = withIds.flatMap(({ item, itemId }) =>
    'options' in item
      ? item.options.map((option, index) => ({
          itemId,
          sort: index + 1,
          label: option.label,
          score: option.score,
          provinceShardId: shard,
        }))
      : [],
  );
  if (options.length > 0) await tx.insert(itemOptions).values(options);
  await tx.insert(itemIndicators).values(
    withIds.flatMap(({ item, itemId }) =>
      item.indicators.map((link) => ({
        itemId,
        indicatorId: link.indicatorId,
        weight: link.weight,
        provinceShardId: shard,
      })),
    ),
  );
}

export async function insertContent(tx: Executor, definition: ContentDefinition, shard: number): Promise<number> {
  const [activity] = await tx
    .insert(activities)
    .values({
      taskGroupId: definition.taskGroupId,
      kind: definition.kind,
      name: definition.name,
      guidePage: definition.guidePage,
      passed: definition.passed,
      sort: definition.sort,
      provinceShardId: shard,
    })
    .returning({ id: activities.id });
  if (!activity) throw new Error('insert into activities returned no row');
  await insertItems(tx, activity.id, definition.items, shard);
  return activity.id;
}
