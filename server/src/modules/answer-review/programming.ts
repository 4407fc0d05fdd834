import type { Executor } from '../../db/client.js';
import { maxScoreOf } from '../programming/grading.js';
import { findGradingByKey, findTasks } from '../programming/repository.js';
import type { AnswerRow } from './repository.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Each task's code and its grading. The examples are the cases the student was shown; the
 * hidden tests count as passed and failed only, so their inputs and expected values stay here.
 */
export async function programmingReview(db: Executor, answer: AnswerRow) {
  const [tasks, grading] = await Promise.all([
    findTasks(db, answer.activityId),
    findGradingByKey(db, answer.userId, answer.submitKey),
  ]);
  const reviewed = tasks.map((task) => {
    const graded = grading?.tasks.find((entry) => entry.taskId === task.id);
    const total = graded?.cases.length ?? task.hiddenTests.length;
    const passed = graded?.cases.filter((one) => one.outcome === 'passed').length ?? 0;
    const code = answer.answers[String(task.id)];
    return {
      taskId: task.id,
      title: task.title,
      statement: task.statement,
      functionName: task.functionName,
      code: typeof code === 'string' ? code : '',
      examples: task.examples,
      score: graded?.score ?? 0,
      maxScore: graded?.maxScore ?? maxScoreOf(task),
      hidden: { total, passed, failed: total - passed },
    };
  });
  return {
    kind: 'programming' as const,
    totalScore: grading?.totalScore ?? answer.totalScore,
    maxScore: round1(reviewed.reduce((sum, task) => sum + task.maxScore, 0)),
    tasks: reviewed,
  };
}
