import { ErrorCode } from '@pingjia/contract';
import type { AnswerMap, GradedTask } from '../../db/schema/index.js';
import type { ScoredItem } from '../evaluation/scoring.js';
import { programmingRefusal } from './messages.js';
import { RunInProgress, type Grader, type GradeRequest } from './sandbox/pool.js';
import type { ProgrammingTaskRow } from './repository.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

export const maxScoreOf = (task: ProgrammingTaskRow) =>
  round1(task.hiddenTests.reduce((sum, test) => sum + test.score, 0));

/** A student's run in the pool; refused while their previous run is still being graded. */
export async function gradeRun(grader: Grader, studentId: number, requests: readonly GradeRequest[]) {
  try {
    return await grader.grade(studentId, requests);
  } catch (error) {
    if (error instanceof RunInProgress) throw programmingRefusal(ErrorCode.RateLimited, 'previousRunGrading');
    throw error;
  }
}

/**
 * Runs every task's code against its hidden tests in the sandbox pool, as one run of the student.
 * A case's message is left out: the student's code could print a hidden input into it; the
 * outcome is the reason.
 */
export async function gradeTasks(
  grader: Grader,
  studentId: number,
  tasks: ProgrammingTaskRow[],
  code: Record<string, string>,
): Promise<GradedTask[]> {
  const requests = tasks.map((task) => ({
    code: code[String(task.id)] ?? '',
    functionName: task.functionName,
    cases: task.hiddenTests,
  }));
  const runsOfTasks = await gradeRun(grader, studentId, requests);
  return tasks.map((task, taskIndex) => {
    const cases = (runsOfTasks[taskIndex] ?? []).map((run, index) => {
      const maxScore = task.hiddenTests[index]?.score ?? 0;
      return {
        index,
        outcome: run.outcome,
        score: run.outcome === 'passed' ? maxScore : 0,
        maxScore,
        timeMs: run.timeMs,
        error: null,
      };
    });
    return {
      taskId: task.id,
      score: round1(cases.reduce((sum, c) => sum + c.score, 0)),
      maxScore: maxScoreOf(task),
      cases,
    };
  });
}

/**
 * The tasks in the shape the students' scoring reads: each hidden test is a scored option and
 * the passed ones are the chosen options, so a task earns the sum of its passed tests and the
 * indicators get their weighted share exactly as items do.
 */
export function asScoredItems(
  tasks: ProgrammingTaskRow[],
  graded: GradedTask[],
): { items: ScoredItem[]; chosen: AnswerMap } {
  const chosen: AnswerMap = {};
  const items = tasks.map((task) => {
    const passed =
      graded
        .find((g) => g.taskId === task.id)
        ?.cases.filter((c) => c.outcome === 'passed')
        .map((c) => c.index) ?? [];
    chosen[String(task.id)] = passed;
    return {
      id: task.id,
      type: 'multiple' as const,
      config: {},
      options: task.hiddenTests.map((test, index) => ({ id: index, score: test.score })),
      indicators: task.indicators,
    };
  });
  return { items, chosen };
}
