import { DEFAULT_KEY_POINT } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../accounts/repository.js';
import { dimensionNames } from '../dict/service.js';
import { findDimensionScores } from '../evaluation/repository.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { levelOf } from '../evaluation/scoring.js';
import { groupInfo } from '../task-groups/presenter.js';

export interface ReportQuery {
  taskGroupId: number;
  activityId?: number | undefined;
}

interface Score {
  dimensionId: string;
  parentDimensionId: string | null;
  score: number;
}

const mean = (values: number[]) =>
  Math.round((10 * values.reduce((a, b) => a + b, 0)) / Math.max(values.length, 1)) / 10;

/** Averages the stored rows per dimension (one activity has one row each; a group may have several). */
function merge(rows: Score[]): Score[] {
  const byId = new Map<string, Score[]>();
  for (const row of rows) byId.set(row.dimensionId, [...(byId.get(row.dimensionId) ?? []), row]);
  return [...byId].map(([dimensionId, list]) => ({
    dimensionId,
    parentDimensionId: list[0]?.parentDimensionId ?? null,
    score: mean(list.map((row) => row.score)),
  }));
}

async function scoresFor(db: Executor, content: KeptContent, student: UserRow, query: ReportQuery) {
  const group = await content.visibleGroup(db, student, query.taskGroupId);
  if (query.activityId !== undefined) await content.visibleActivity(db, student, query.activityId, group.id);
  const filter = query.activityId === undefined ? { taskGroupId: group.id } : { activityId: query.activityId };
  const [rows, names] = await Promise.all([findDimensionScores(db, student.id, filter), dimensionNames(db)]);
  const present = (score: Score) => ({
    ...score,
    name: names.get(score.dimensionId) ?? score.dimensionId,
    level: levelOf(score.score),
  });
  return { group, scores: merge(rows).map(present) };
}

/** The §9 key point (dimension '1', indicator '10') with the student's scores on it, when they have them. */
function keyPointOf(scores: { dimensionId: string; score: number }[]) {
  const find = (id: string) => scores.find((score) => score.dimensionId === id)?.score ?? null;
  return {
    ...DEFAULT_KEY_POINT,
    dimensionScore: find(DEFAULT_KEY_POINT.dimensionId),
    indicatorScore: find(DEFAULT_KEY_POINT.indicatorId),
  };
}

/** The real-time report: each aspect with its indicators, scores 0-100 and levels 1-4. */
export async function groupDetailOf(db: Executor, content: KeptContent, student: UserRow, query: ReportQuery) {
  const { group, scores } = await scoresFor(db, content, student, query);
  const dimensions = scores
    .filter((score) => score.parentDimensionId === null)
    .map((aspect) => ({
      ...aspect,
      indicators: scores.filter((score) => score.parentDimensionId === aspect.dimensionId),
    }));
  return {
    taskGroupInfo: groupInfo(group),
    activityId: query.activityId ?? null,
    dimensions,
    keyPoint: keyPointOf(scores),
  };
}

/** Strengths: the student's best indicators at level 3 or above, at most three. */
export async function advantagesOf(db: Executor, content: KeptContent, student: UserRow, query: ReportQuery) {
  const { scores } = await scoresFor(db, content, student, query);
  const advantages = scores
    .filter((score) => score.parentDimensionId !== null && score.level >= 3)
    .sort((a, b) => b.score - a.score || a.dimensionId.localeCompare(b.dimensionId))
    .slice(0, 3);
  return { advantages, keyPoint: keyPointOf(scores) };
}
