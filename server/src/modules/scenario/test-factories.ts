import { testDb } from '../../test/harness.js';
import { importContent } from '../content/importer.js';
import {
  activityDefinition,
  addToPlan,
  createTaskGroup,
  ensureDimensionTree,
  type StudentSetup,
} from '../evaluation/test-factories.js';
import { createStudent } from '../../test/factories.js';
import { importScenario } from './importer.js';
import { branchingDefinition } from './test-definitions.js';

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** A fresh student whose grade plan holds a fresh group with one scenario activity holding the test story. */
export async function studentWithScenario(setup: Pick<StudentSetup, 'groupEnd' | 'maxFinish'> = {}) {
  const student = await createStudent();
  const group = await createTaskGroup(setup.groupEnd === undefined ? {} : { endTime: setup.groupEnd });
  await addToPlan(
    student.gradeId ?? 0,
    [group.id],
    setup.maxFinish === undefined ? {} : { maxFinish: setup.maxFinish },
  );
  await ensureDimensionTree();
  const { activityId } = await importContent(testDb(), activityDefinition(group.id, { kind: 'scenario' }), noActor);
  await importScenario(testDb(), branchingDefinition(activityId), noActor, new Date());
  return { student, group, activityId, ref: { taskGroupId: group.id, activityId } };
}
