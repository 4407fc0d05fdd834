import { sql } from 'drizzle-orm';
import { TaskState } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { answers, dimensionScores, taskStates, type AnswerMap } from '../../db/schema/index.js';
import type { FullItem } from '../../modules/evaluation/repository.js';
import { scoreDimensions, totalScore, type DimensionScore } from '../../modules/evaluation/scoring.js';
import type { SubmitResult } from '../../modules/evaluation/submit-result.js';
import { placeOfClass } from '../accounts.js';
import { PROVINCE_SHARD_ID, SCHOOLS } from '../org.js';
import { answersAt, studentLevels } from './answers.js';
import { insertMany } from './insert-many.js';
import { REPORT_GROUPS, REPORT_YEAR, type Batch } from './content.js';
import { drawsFor } from './random.js';
import type { ReportStudent } from './roster.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function placeOf(classId: number) {
  const place = placeOfClass(classId);
  const districtId = SCHOOLS.find((school) => school.id === place.schoolId)?.districtId;
  if (districtId === undefined) throw new Error(`class ${classId} has no district`);
  return { ...place, districtId };
}

export interface ReportActivity {
  id: number;
  taskGroupId: number;
  batch: Batch;
  items: FullItem[];
}

interface Submission {
  key: { userId: number; activityId: number; taskGroupId: number; provinceShardId: number };
  /** Where the student sits: named on the scores, so the database need not look it up row by row. */
  place: { classId: number; gradeId: number; schoolId: number; districtId: number };
  answers: AnswerMap;
  useTime: number;
  totalScore: number;
  dimensionScores: DimensionScore[];
  submittedAt: Date;
}

/**
 * Each student's submit of each activity of the batches they took, scored as a submit scores
 * it. Every student draws the same numbers whatever they took, so one student's answers never
 * depend on another's.
 */
export function submissionsOf(
  students: readonly (ReportStudent & { id: number })[],
  activities: readonly ReportActivity[],
  parents: Map<string, string | null>,
): Submission[] {
  return students.flatMap((student) => {
    const draws = drawsFor(`${student.loginName}:${REPORT_YEAR}`);
    const levels = studentLevels(student, draws);
    return activities.flatMap((activity) => {
      const group = REPORT_GROUPS[activity.batch];
      const submittedAt = new Date(
        group.answeredFrom.getTime() + draws.int(0, group.answerDays) * DAY_MS + draws.int(0, 7 * 60) * MINUTE_MS,
      );
      const useTime = draws.int(300, 900);
      const answerMap = answersAt(activity.items, levels[activity.batch], draws);
      if (!student.batches.includes(activity.batch)) return [];
      return [
        {
          key: {
            userId: student.id,
            activityId: activity.id,
            taskGroupId: activity.taskGroupId,
            provinceShardId: PROVINCE_SHARD_ID,
          },
          place: placeOf(student.classId),
          answers: answerMap,
          useTime,
          totalScore: totalScore(activity.items, answerMap),
          dimensionScores: scoreDimensions(activity.items, answerMap, parents),
          submittedAt,
        },
      ];
    });
  });
}

/** Answer ids taken from the table's own sequence, so each stored result can name its answer. */
async function reserveAnswerIds(tx: Executor, count: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('answers', 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return result.rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Stores the submissions as the answer transaction would (answer with its result, handed-in
 * state, dimension scores), in a few bulk statements; the triggers roll the scores up and
 * count the progress. No awards: the demo students earn theirs when they answer in the demo.
 */
export async function storeSubmissions(tx: Executor, submissions: readonly Submission[]): Promise<void> {
  const ids = await reserveAnswerIds(tx, submissions.length);
  const taskState = { userTaskState: TaskState.submitted, respondTimes: 1, isWaive: 0, reuploadFlag: 0 };
  const answerRows = submissions.map((submission, index) => {
    const id = ids[index] ?? 0;
    const result: SubmitResult = {
      answerId: id,
      activityId: submission.key.activityId,
      taskGroupId: submission.key.taskGroupId,
      queryProgress: true,
      totalScore: submission.totalScore,
      dimensionScores: submission.dimensionScores,
      awards: [],
      taskState,
    };
    return {
      id,
      ...submission.key,
      submitKey: `seed-${submission.key.userId}-${submission.key.activityId}`,
      kind: 'submit' as const,
      answers: submission.answers,
      useTime: submission.useTime,
      totalScore: submission.totalScore,
      result,
      actorUserId: null,
      submittedAt: submission.submittedAt,
    };
  });
  await insertMany(tx, answers, answerRows);
  const stateRows = submissions.map(({ key, submittedAt }) => ({
    ...key,
    ...taskState,
    finishedAt: submittedAt,
    updatedAt: submittedAt,
  }));
  await insertMany(tx, taskStates, stateRows);
  const scoreRows = submissions.flatMap(({ key, place, dimensionScores: scores, submittedAt }) =>
    scores.map((score) => ({ ...key, ...place, ...score, updatedAt: submittedAt })),
  );
  await insertMany(tx, dimensionScores, scoreRows);
}
