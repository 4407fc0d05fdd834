import type { z } from 'zod';
import { ErrorCode, programmingTasksDefinitionSchema, type FieldError } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { formatPath, type ImportActor } from '../content/importer.js';
import { findKnownIndicators } from '../content/repository.js';
import { programmingRefusal } from './messages.js';
import { findActivityKind, replaceTasks } from './repository.js';

type TasksDefinition = z.output<typeof programmingTasksDefinitionSchema>;

const invalid = (errors: FieldError[]) => programmingRefusal(ErrorCode.ValidationFailed, 'tasksInvalid', { errors });

/** What the tables must hold: a programming activity and each indicator of the dimension tree. */
async function referenceErrors(
  tx: Executor,
  definition: TasksDefinition,
): Promise<{ errors: FieldError[]; shard?: number }> {
  const errors: FieldError[] = [];
  const activity = await findActivityKind(tx, definition.activityId);
  if (!activity) errors.push({ path: 'activityId', message: `no activity ${definition.activityId}` });
  else if (activity.kind !== 'programming')
    errors.push({
      path: 'activityId',
      message: `activity ${definition.activityId} is of kind ${activity.kind}, not programming`,
    });
  const known = await findKnownIndicators(
    tx,
    definition.tasks.flatMap((task) => task.indicators.map((link) => link.indicatorId)),
  );
  definition.tasks.forEach((task, t) => {
    task.indicators.forEach((link, k) => {
      if (!known.has(link.indicatorId))
        errors.push({
          path: `tasks[${t}].indicators[${k}].indicatorId`,
          message: `no indicator ${link.indicatorId} in the dimension tree`,
        });
    });
  });
  return activity && errors.length === 0 ? { errors, shard: activity.provinceShardId } : { errors };
}

/**
 * Validates the tasks of a programming activity and stores them in one transaction, replacing
 * the activity's earlier tasks. Every problem comes back with its JSON path; nothing is written unless there is none.
 */
export async function importProgrammingTasks(
  db: Executor,
  input: unknown,
  actor: ImportActor,
): Promise<{ activityId: number; taskCount: number }> {
  const parsed = programmingTasksDefinitionSchema.safeParse(input);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })));
  const definition = parsed.data;
  return db.transaction(async (tx) => {
    const { errors, shard } = await referenceErrors(tx, definition);
    if (shard === undefined) throw invalid(errors);
    await replaceTasks(
      tx,
      definition.activityId,
      definition.tasks.map(({ tests, ...task }, sort) => ({
        ...task,
        hiddenTests: tests,
        activityId: definition.activityId,
        sort,
        provinceShardId: shard,
      })),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'programming.importTasks',
      entityType: 'activity',
      entityId: definition.activityId,
      before: null,
      after: { tasks: definition.tasks.map((task) => task.title) },
      provinceShardId: shard,
    });
    return { activityId: definition.activityId, taskCount: definition.tasks.length };
  });
}
