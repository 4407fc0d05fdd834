import { ErrorCode, isAnswerDisabled } from '@pingjia/contract';
import type { Database, Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import { assertAnswerAllowed } from '../evaluation/answer-rules.js';
import { activityOfKind, answerTransaction, visibleTask, type Caller } from '../evaluation/answer-transaction.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { stateDto } from '../evaluation/presenter.js';
import { dimensionParents, findDraft, findStandingAnswer, findState, saveDraft } from '../evaluation/repository.js';
import { scoreDimensions, totalScore } from '../evaluation/scoring.js';
import { submitAnswer, type SubmitEngine } from '../evaluation/submit.js';
import { storedSubmitResult, type SubmitResult } from '../evaluation/submit-result.js';
import { asScoredItems, gradeRun, gradeTasks, maxScoreOf } from './grading.js';
import { programmingRefusal } from './messages.js';
import {
  findGradingByKey,
  findLatestGrading,
  findTasks,
  insertGrading,
  type ProgrammingTaskRow,
} from './repository.js';
import type { Grader } from './sandbox/pool.js';

interface TaskRef {
  taskGroupId: number;
  activityId: number;
}

/** The programming activity the student may see; any other kind reads like a missing record. */
async function visibleProgramming(db: Executor, content: KeptContent, student: UserRow, ref: TaskRef) {
  const found = await content.visibleActivity(db, student, ref.activityId, ref.taskGroupId);
  if (found.activity.kind !== 'programming') throw notFound();
  return found;
}

const codeOf = (answers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** What the answer screen shows: statements, starter code, visible examples, never the hidden tests. */
export async function tasksOf(db: Executor, content: KeptContent, student: UserRow, ref: TaskRef, now: Date) {
  const { activity, group } = await visibleProgramming(db, content, student, ref);
  const [tasks, state, draft, latestAnswer, latestGrading] = await Promise.all([
    findTasks(db, activity.id),
    findState(db, student.id, activity.id),
    findDraft(db, student.id, activity.id),
    // After a reset the old hand-in is history, not the screen's latest result.
    findStandingAnswer(db, student.id, activity.id),
    findLatestGrading(db, student.id, activity.id),
  ]);
  return {
    activityId: activity.id,
    taskGroupId: group.id,
    name: activity.name,
    answerDisabled: isAnswerDisabled(stateDto(state), group.endTime, now),
    tasks: tasks.map((task) => ({
      taskId: task.id,
      title: task.title,
      statement: task.statement,
      starterCode: task.starterCode,
      functionName: task.functionName,
      gradeBand: task.gradeBand,
      blockEditor: task.gradeBand === 'lower',
      examples: task.examples,
      testCount: task.hiddenTests.length,
      maxScore: maxScoreOf(task),
    })),
    draft: { code: codeOf(draft?.answers ?? {}), useTime: draft?.useTime ?? 0 },
    latest:
      latestAnswer && latestGrading
        ? { totalScore: latestGrading.totalScore, tasks: latestGrading.tasks, code: codeOf(latestAnswer.answers) }
        : null,
  };
}

function assertCodeFits(tasks: ProgrammingTaskRow[], code: Record<string, string>, complete: boolean): void {
  const ids = new Set(tasks.map((task) => String(task.id)));
  if (Object.keys(code).some((id) => !ids.has(id)))
    throw programmingRefusal(ErrorCode.ValidationFailed, 'codeForUnknownTask');
  if (complete && [...ids].some((id) => (code[id] ?? '').trim() === ''))
    throw programmingRefusal(ErrorCode.ValidationFailed, 'codeMissing');
}

/** The server half of the draft: the code so far, kept where saveEvaluationTime keeps answers. */
export async function saveProgrammingDraft(
  db: Database,
  caller: Caller,
  input: TaskRef & { code: Record<string, string>; useTime: number },
  now: Date,
) {
  const rules = { action: 'draft', admit: activityOfKind('programming') } as const;
  await answerTransaction(db, caller, input, rules, now, async ({ tx, key }) => {
    assertCodeFits(await findTasks(tx, key.activityId), input.code, false);
    await saveDraft(tx, { ...key, answers: input.code, useTime: input.useTime }, now);
  });
}

/** Runs code against a task's visible examples only; nothing is recorded, so it never changes a state. */
export async function runSamples(
  db: Executor,
  grader: Grader,
  content: KeptContent,
  student: UserRow,
  input: TaskRef & { taskId: number; code: string },
) {
  const { activity } = await visibleProgramming(db, content, student, input);
  const task = (await findTasks(db, activity.id)).find((row) => row.id === input.taskId);
  if (!task) throw notFound();
  const [runs = []] = await gradeRun(grader, student.id, [
    { code: input.code, functionName: task.functionName, cases: task.examples },
  ]);
  return runs.map((run, index) => ({ index, ...run }));
}

interface SubmitInput extends TaskRef {
  submitKey: string;
  code: Record<string, string>;
  useTime: number;
}

async function presentGrading(db: Executor, userId: number, submitKey: string, result: SubmitResult) {
  const grading = await findGradingByKey(db, userId, submitKey);
  const tasks = grading?.tasks ?? [];
  return { ...result, maxScore: tasks.reduce((sum, task) => sum + task.maxScore, 0), tasks };
}

/**
 * Grades the code on the server (outside the transaction, in the worker pool), then hands the
 * answer in through the students' submit transaction: lock, §4 state, stamina, submit key,
 * task state, dimension scores, awards, audit. The grading row is written in that transaction.
 */
export async function submitProgramming(db: Database, grader: Grader, caller: Caller, input: SubmitInput, now: Date) {
  const { student } = caller;
  const earlier = await storedSubmitResult(db, student.id, input.submitKey);
  if (earlier) return presentGrading(db, student.id, input.submitKey, earlier);
  const { activity, group } = await visibleTask(db, caller, input, now);
  if (activity.kind !== 'programming') throw notFound();
  // Refused submits are not worth a grading; the transaction checks again under the lock.
  assertAnswerAllowed('submit', stateDto(await findState(db, student.id, activity.id)), group.endTime, now);
  const tasks = await findTasks(db, activity.id);
  assertCodeFits(tasks, input.code, true);
  const graded = await gradeTasks(grader, student.id, tasks, input.code);

  const engine: SubmitEngine = {
    kind: 'programming',
    async score(tx, key, at) {
      const { items, chosen } = asScoredItems(tasks, graded);
      const total = totalScore(items, chosen);
      await insertGrading(tx, {
        userId: key.userId,
        activityId: key.activityId,
        submitKey: input.submitKey,
        tasks: graded,
        totalScore: total,
        provinceShardId: key.provinceShardId,
        gradedAt: at,
      });
      return {
        answers: input.code,
        totalScore: total,
        dimensionScores: scoreDimensions(items, chosen, await dimensionParents(tx)),
      };
    },
  };
  const submitted = {
    kind: 'submit' as const,
    taskGroupId: group.id,
    activityId: activity.id,
    submitKey: input.submitKey,
    answers: input.code,
    useTime: input.useTime,
  };
  const result = await submitAnswer(db, caller, submitted, now, engine);
  return presentGrading(db, student.id, input.submitKey, result);
}
