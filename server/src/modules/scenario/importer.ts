import { ErrorCode, scenarioDefinitionSchema, type FieldError } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { formatPath, type ImportActor } from '../content/importer.js';
import { findKnownFiles, findKnownIndicators } from '../content/repository.js';
import type { ScenarioDefinition, SceneOption } from './definition.js';
import { graphErrors } from './graph.js';
import { scenarioRefusal } from './messages.js';
import { clearAttempts, findActivityForImport, saveDefinition } from './repository.js';

const invalid = (errors: FieldError[]) => scenarioRefusal(ErrorCode.ValidationFailed, 'scenarioInvalid', { errors });

/** Every option of the scenario with the path of its `scores`. */
function scoredOptions(definition: ScenarioDefinition): { option: SceneOption; at: string }[] {
  return definition.scenes.flatMap((scene, s) => {
    const at = `scenes[${s}].then`;
    if (scene.then.type === 'branch')
      return scene.then.options.map((option, o) => ({ option, at: `${at}.options[${o}].scores` }));
    if (scene.then.type === 'questions') {
      return scene.then.questions.flatMap((q, qi) =>
        q.options.map((option, o) => ({ option, at: `${at}.questions[${qi}].options[${o}].scores` })),
      );
    }
    return [];
  });
}

/** What the tables must already hold: the scenario activity, each indicator, each media file. */
async function referenceErrors(
  tx: Executor,
  definition: ScenarioDefinition,
): Promise<{ errors: FieldError[]; shard?: number }> {
  const errors: FieldError[] = [];
  const activity = await findActivityForImport(tx, definition.activityId);
  if (activity?.kind !== 'scenario')
    errors.push({ path: 'activityId', message: `no scenario activity ${definition.activityId}` });
  const options = scoredOptions(definition);
  const media = definition.scenes.flatMap((scene, s) =>
    (['image', 'audio', 'video'] as const).flatMap((field) =>
      scene[field] ? [{ name: scene[field], at: `scenes[${s}].${field}` }] : [],
    ),
  );
  // One transaction is one connection: its queries run one after another.
  const indicators = await findKnownIndicators(
    tx,
    options.flatMap(({ option }) => Object.keys(option.scores)),
  );
  const knownFiles = await findKnownFiles(
    tx,
    media.map((entry) => entry.name),
  );
  for (const { option, at } of options) {
    for (const indicatorId of Object.keys(option.scores)) {
      if (!indicators.has(indicatorId))
        errors.push({ path: `${at}.${indicatorId}`, message: `no indicator ${indicatorId} in the dimension tree` });
    }
  }
  for (const { name, at } of media)
    if (!knownFiles.has(name)) errors.push({ path: at, message: `no uploaded file ${name}` });
  return activity?.kind === 'scenario' ? { errors, shard: activity.provinceShardId } : { errors };
}

/** The shape and the scene graph, without the database: what an author's JSON gets wrong by itself. */
export function checkDefinition(input: unknown): { definition: ScenarioDefinition } | { errors: FieldError[] } {
  const parsed = scenarioDefinitionSchema.safeParse(input);
  if (!parsed.success)
    return { errors: parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })) };
  const errors = graphErrors(parsed.data);
  return errors.length > 0 ? { errors } : { definition: parsed.data };
}

/**
 * Validates a scenario definition and stores it for its activity in one transaction, replacing
 * an earlier one. Every problem is reported with its path, and nothing is written unless there is none.
 */
export async function importScenario(
  db: Executor,
  input: unknown,
  actor: ImportActor,
  now: Date,
): Promise<{ activityId: number; sceneCount: number }> {
  const checked = checkDefinition(input);
  if ('errors' in checked) throw invalid(checked.errors);
  const { definition } = checked;
  return db.transaction(async (tx) => {
    const { errors, shard } = await referenceErrors(tx, definition);
    if (errors.length > 0 || shard === undefined) throw invalid(errors);
    const scenarioId = await saveDefinition(tx, definition, shard, now);
    await clearAttempts(tx, definition.activityId);
    await recordAudit(tx, {
      ...actor,
      action: 'scenario.import',
      entityType: 'scenario',
      entityId: scenarioId,
      before: null,
      after: { activityId: definition.activityId, title: definition.title, scenes: definition.scenes.length },
      provinceShardId: shard,
    });
    return { activityId: definition.activityId, sceneCount: definition.scenes.length };
  });
}
