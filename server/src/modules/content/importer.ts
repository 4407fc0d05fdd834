import { contentDefinitionSchema, ErrorCode, StoredDictType, type FieldError } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { contentRefusal } from './messages.js';
import {
  findImportGroup,
  findKnownFiles,
  findKnownIndicators,
  insertContent,
  isDictionaryKey,
  setGroupReport,
  type ImportGroup,
} from './repository.js';
import type { ContentDefinition } from './schema.js';

/** `['items', 3, 'options', 1, 'score']` → `items[3].options[1].score`, the way an author reads their JSON. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

/** The report the definition names for its group, when it names one (the contract asks for both keys or neither). */
function reportOf(definition: ContentDefinition): { reportYear: string; evaluationBatch: string } | null {
  const { reportYear, evaluationBatch } = definition;
  return reportYear !== undefined && evaluationBatch !== undefined ? { reportYear, evaluationBatch } : null;
}

/** The report named must be in the dictionaries, and be the group's own if it has one already. */
async function reportErrors(
  tx: Executor,
  definition: ContentDefinition,
  group: ImportGroup | undefined,
): Promise<FieldError[]> {
  const report = reportOf(definition);
  if (!report) return [];
  const errors: FieldError[] = [];
  if (!(await isDictionaryKey(tx, StoredDictType.reportYear, report.reportYear)))
    errors.push({ path: 'reportYear', message: `no report year ${report.reportYear} in the dictionary` });
  if (!(await isDictionaryKey(tx, StoredDictType.evaluationBatch, report.evaluationBatch)))
    errors.push({
      path: 'evaluationBatch',
      message: `no evaluation batch ${report.evaluationBatch} in the dictionary`,
    });
  // Moving a group to another report would move the scores already answered in it.
  if (group?.reportYear && (group.reportYear !== report.reportYear || group.evaluationBatch !== report.evaluationBatch))
    errors.push({
      path: 'reportYear',
      message: `task group ${definition.taskGroupId} belongs to report year ${group.reportYear}, batch ${group.evaluationBatch ?? ''}`,
    });
  return errors;
}

/** What the tables must already hold: the task group, its report, each indicator, each media file. */
async function referenceErrors(
  tx: Executor,
  definition: ContentDefinition,
): Promise<{ errors: FieldError[]; group?: ImportGroup }> {
  const errors: FieldError[] = [];
  const group = await findImportGroup(tx, definition.taskGroupId);
  if (group === undefined) errors.push({ path: 'taskGroupId', message: `no task group ${definition.taskGroupId}` });
  errors.push(...(await reportErrors(tx, definition, group)));
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
  return group === undefined ? { errors } : { errors, group };
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
    const { errors, group } = await referenceErrors(tx, definition);
    if (errors.length > 0 || group === undefined)
      throw contentRefusal(ErrorCode.ValidationFailed, 'contentInvalid', { errors });
    const activityId = await insertContent(tx, definition, group.shard);
    const report = reportOf(definition);
    if (report && group.reportYear === null) await setGroupReport(tx, definition.taskGroupId, report);
    await recordAudit(tx, {
      ...actor,
      action: 'content.importActivity',
      entityType: 'activity',
      entityId: activityId,
      before: null,
      after: {
        name: definition.name,
        kind: definition.kind,
        items: definition.items.length,
        ...(report ? { report } : {}),
      },
      provinceShardId: group.shard,
    });
    return { activityId, itemCount: definition.items.length };
  });
}
