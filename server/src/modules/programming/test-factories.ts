import { testDb } from '../../test/harness.js';
import { createStudent } from '../../test/factories.js';
import { importContent } from '../content/importer.js';
import { activityDefinition, addToPlan, createTaskGroup, ensureDimensionTree } from '../evaluation/test-factories.js';
import { importProgrammingTasks } from './importer.js';
import { findTasks } from './repository.js';

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** A task as an author writes it; the hidden tests hold values (31337, 31338) no example shows. */
export function taskDefinition(overrides: Record<string, unknown> = {}) {
  return {
    title: '数组求和',
    statement: '返回数组之和。',
    starterCode: 'function solve(numbers) {\n  return 0;\n}\n',
    functionName: 'solve',
    gradeBand: 'lower',
    examples: [{ input: [1, 2, 3], expected: 6 }],
    tests: [
      { input: [31337, 1], expected: 31338, score: 3 },
      { input: [], expected: 0, score: 1 },
    ],
    indicators: [{ indicatorId: '22', weight: 1 }],
    ...overrides,
  };
}

/** A fresh student whose grade plan holds an open group with a programming activity of one task. */
export async function studentWithProgramming(options: { groupEnd?: Date } = {}) {
  const student = await createStudent();
  const group = await createTaskGroup(options.groupEnd ? { endTime: options.groupEnd } : {});
  await addToPlan(student.gradeId ?? 0, [group.id]);
  await ensureDimensionTree();
  const { activityId } = await importContent(
    testDb(),
    activityDefinition(group.id, { kind: 'programming', name: '编程' }),
    noActor,
  );
  await importProgrammingTasks(testDb(), { activityId, tasks: [taskDefinition()] }, noActor);
  const [row] = await findTasks(testDb(), activityId);
  if (!row) throw new Error('task not imported');
  return { student, group, activityId, taskId: row.id };
}

export const SOLUTION = 'function solve(numbers) { return numbers.reduce((a, b) => a + b, 0); }';
/** Right on the empty list only: one hidden test of two passes. */
export const HALF_RIGHT = 'function solve(numbers) { return numbers.length; }';
