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

export async function findTaskGroupShard(tx: Executor, taskGroupId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ shard: taskGroups.provinceShardId })
    .from(taskGroups)
    .where(eq(taskGroups.id, taskGroupId));
  return row?.shard;
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

async function insertItem(tx: Executor, activityId: number, item: ItemDefinition, sort: number, shard: number) {
  const [row] = await tx
    .insert(items)
    .values({
      activityId,
      sort,
      type: item.type,
      stem: item.stem,
      required: item.required ? 1 : 0,
      media: item.media,
      config: itemConfig(item),
      provinceShardId: shard,
    })
    .returning({ id: items.id });
  if (!row) throw new Error('insert into items returned no row');
  if ('options' in item) {
    await tx.insert(itemOptions).values(
      item.options.map((option, index) => ({
        itemId: row.id,
        sort: index + 1,
        label: option.label,
        score: option.score,
        provinceShardId: shard,
      })),
    );
  }
  await tx.insert(itemIndicators).values(
    item.indicators.map((link) => ({
      itemId: row.id,
      indicatorId: link.indicatorId,
      weight: link.weight,
      provinceShardId: shard,
    })),
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
  for (const [index, item] of definition.items.entries()) await insertItem(tx, activity.id, item, index + 1, shard);
  return activity.id;
}
