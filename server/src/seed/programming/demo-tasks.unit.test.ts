import { afterAll, describe, expect, it } from 'vitest';
import { createGrader } from '../../modules/programming/sandbox/pool.js';
import type { CaseInput } from '../../modules/programming/sandbox/types.js';
import { programmingTasksDefinitionSchema as tasksDefinitionSchema } from '@pingjia/contract';
import { DEMO_TASKS } from './demo-tasks.js';
import { REFERENCE_SOLUTIONS } from './reference-solutions.js';

const grader = createGrader(undefined, 1);
afterAll(() => grader.close());
const gradeOne = async (code: string, functionName: string, cases: CaseInput[]) =>
  (await grader.grade(1, [{ code, functionName, cases }]))[0] ?? [];

describe('the demo programming tasks', () => {
  it('are a valid import definition', () => {
    expect(tasksDefinitionSchema.safeParse({ activityId: 1, tasks: DEMO_TASKS }).success).toBe(true);
  });

  it.each(DEMO_TASKS.map((task, index) => [task.title, index] as const))(
    '%s: the reference solution passes every example and hidden test',
    async (_title, index) => {
      const task = DEMO_TASKS[index];
      const code = REFERENCE_SOLUTIONS[index] ?? '';
      if (!task) throw new Error('no task');
      const runs = await gradeOne(code, task.functionName, [...task.examples, ...task.tests]);
      expect(runs.map((run) => run.outcome)).toEqual(runs.map(() => 'passed'));
    },
  );

  it('the starter code passes no hidden test of the later tasks', async () => {
    for (const task of DEMO_TASKS.slice(1)) {
      const runs = await gradeOne(task.starterCode, task.functionName, task.tests.slice(-1));
      expect(runs[0]?.outcome).toBe('wrong');
    }
  });
});
