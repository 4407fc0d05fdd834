import { and, eq } from 'drizzle-orm';
import { adaptiveAttempts } from '../../db/schema/index.js';
import { demoBankItems } from '../../seed/adaptive/bank.js';
import { createStudent } from '../../test/factories.js';
import { testDb } from '../../test/harness.js';
import { importContent } from '../content/importer.js';
import { activityDefinition, addToPlan, createTaskGroup, ensureDimensionTree } from '../evaluation/test-factories.js';
import { importBank } from './importer.js';

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** A fresh student whose grade plan holds a group with one adaptive activity carrying the demo bank. */
export async function studentWithAdaptiveTest(
  settings: Record<string, unknown> = {},
  options: { maxFinish?: number } = {},
) {
  const student = await createStudent();
  const group = await createTaskGroup();
  await addToPlan(
    student.gradeId ?? 0,
    [group.id],
    options.maxFinish === undefined ? {} : { maxFinish: options.maxFinish },
  );
  await ensureDimensionTree();
  const { activityId } = await importContent(
    testDb(),
    activityDefinition(group.id, { kind: 'adaptive', name: '数学自适应测评' }),
    noActor,
  );
  await importBank(
    testDb(),
    { activityId, settings: { minLength: 3, maxLength: 5, targetSe: 0.05, ...settings }, items: demoBankItems() },
    noActor,
  );
  return { student, group, activityId };
}

export async function attemptsOf(userId: number, activityId: number) {
  return testDb()
    .select()
    .from(adaptiveAttempts)
    .where(and(eq(adaptiveAttempts.userId, userId), eq(adaptiveAttempts.activityId, activityId)));
}
