import { contentDefinitionSchema, ErrorCode, type FieldError } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { contentRefusal } from './messages.js';
import { findKnownFiles, findKnownIndicators, findTaskGroupShard, insertContent } from './repository.js';
import type { ContentDefinition } from './schema.js';

/** `['items', 3, 'options', 1, 'score']` → `items[3].options[1].score`, the way an author reads their JSON. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

/** What the tables must already hold: the task group, each indicator, each media file. */
async function referenceErrors(
  tx: Executor,
  definition: ContentDefinition,
): Promise<{ errors: FieldError[]; shard?: number }> {
  const errors: FieldError[] = [];
  const shard = await findTaskGroupShard(tx, definition.taskGroupId);
  if (shard === undefined) errors.push({ path: 'taskGroupId', message: `no task group ${definition.taskGroupId}` });
  const indicatorIds = definition.items.flatMap((item) => item.indicators.map((link) => link.indicatorId));
  const fileNames = [...definition.guidePage.media, ...definition.items.flatMap((item) => item.media)];
  // One transaction is one connection: its queries run one after another.
  const indicators = await findKnownIndicators(tx, indicatorIds);
  const knownFiles = await findKnownFiles(tx, fileNames);
  definition.guidePage.media.forEach((name, m) => {
    if (!knownFiles.has(name)) errors.push({ path: `guidePage.media[${m}]`, message: `no uploaded file ${name}` });
  });
  definition.items.forEach((item, i) => {
    item.indicators.forEach((link, k) => {
      if (!indicators.has(link.indicatorId))
        errors.push({
          path: `items[${i}].indicators[${k}].indicatorId`,
          message: `no indicator ${link.indicatorId} in the dimension tree`,
        });
    });
    item.media.forEach((name, m) => {
      if (!knownFiles.has(name)) errors.push({ path: `items[${i}].media[${m}]`, message: `no uploaded file ${name}` });
    });
  });
  return shard === undefined ? { errors } : { errors, shard };
}

export interface ImportActor {
  actorUserId: number | null;
  actingAsUserId: number | null;
  ip: string | null;
}

/**
 * Validates an activity or questionnaire definition and stores it in one transaction.
 * Every problem is reported with its path, and nothing is written unless there is none.
 */
export async function importContent(
  db: Executor,
  input: unknown,
  actor: ImportActor,
): Promise<{ activityId: number; itemCount: number }> {
  const parsed = contentDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
    throw contentRefusal(ErrorCode.ValidationFailed, 'contentInvalid', { errors });
  }
  const definition = parsed.data;
  return db.transaction(async (tx) => {
    const { errors, shard } = await referenceErrors(tx, definition);
    if (errors.length > 0 || shard === undefined)
      throw contentRefusal(ErrorCode.ValidationFailed, 'contentInvalid', { errors });
    const activityId = await insertContent(tx, definition, shard);
    await recordAudit(tx, {
      ...actor,
      action: 'content.importActivity',
      entityType: 'activity',
      entityId: activityId,
      before: null,
      after: { name: definition.name, kind: definition.kind, items: definition.items.length },
      provinceShardId: shard,
    });
    return { activityId, itemCount: definition.items.length };
  });
}
