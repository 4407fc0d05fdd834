import type { AnswerMap, AnswerValue, ItemType } from '@pingjia/contract';
import type { ItemConfig } from '../../db/schema/index.js';

export interface ScoredItem {
  id: number;
  type: ItemType;
  config: ItemConfig;
  options: { id: number; score: number }[];
  indicators: { indicatorId: string; weight: number }[];
}

export interface DimensionScore {
  dimensionId: string;
  parentDimensionId: string | null;
  score: number;
  level: number;
}

const asList = (value: AnswerValue | undefined): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

const isFilled = (value: AnswerValue | undefined) => asList(value).some((part) => part.trim() !== '');

function optionScores(item: ScoredItem, value: AnswerValue | undefined): number {
  const chosen = new Set(asList(value));
  return item.options.filter((option) => chosen.has(String(option.id))).reduce((sum, option) => sum + option.score, 0);
}

/** The most an item can give: the best option, all positive options of a multiple choice, or its fixed score. */
export function maxScore(item: ScoredItem): number {
  const scores = item.options.map((option) => option.score);
  if (item.type === 'multiple') return scores.filter((score) => score > 0).reduce((a, b) => a + b, 0);
  if (scores.length > 0) return Math.max(...scores);
  return item.config.score ?? 0;
}

export function itemScore(item: ScoredItem, value: AnswerValue | undefined): number {
  switch (item.type) {
    case 'single':
    case 'judge':
    case 'scale':
    case 'multiple':
      return Math.min(optionScores(item, value), maxScore(item));
    case 'fill': {
      const accepted = (item.config.accepted ?? []).map((text) => text.trim().toLowerCase());
      const given = asList(value)[0]?.trim().toLowerCase() ?? '';
      return accepted.includes(given) ? (item.config.score ?? 0) : 0;
    }
    case 'text':
    case 'upload':
      return isFilled(value) ? (item.config.score ?? 0) : 0;
  }
}

/** Levels 1-4 (4 the top, 优秀) from a 0-100 score. */
export function levelOf(score: number): number {
  if (score >= 85) return 4;
  if (score >= 70) return 3;
  if (score >= 60) return 2;
  return 1;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Each indicator's score is the weighted share of its items' points (0-100); an aspect's is
 * the mean of its indicators in this activity. `parents` maps an indicator to its aspect.
 */
export function scoreDimensions(
  items: ScoredItem[],
  answers: AnswerMap,
  parents: Map<string, string | null>,
): DimensionScore[] {
  const sums = new Map<string, { got: number; max: number }>();
  for (const item of items) {
    const got = itemScore(item, answers[String(item.id)]);
    const max = maxScore(item);
    for (const link of item.indicators) {
      const sum = sums.get(link.indicatorId) ?? { got: 0, max: 0 };
      sums.set(link.indicatorId, { got: sum.got + got * link.weight, max: sum.max + max * link.weight });
    }
  }
  const indicators = [...sums]
    .filter(([, sum]) => sum.max > 0)
    .map(([dimensionId, sum]) => {
      const score = round1((100 * sum.got) / sum.max);
      return { dimensionId, parentDimensionId: parents.get(dimensionId) ?? null, score, level: levelOf(score) };
    });
  return [...aspectScores(indicators), ...indicators];
}

/** An aspect's score is the mean of its indicators' scores in the activity (every assessment kind rolls up this way). */
export function aspectScores(indicators: DimensionScore[]): DimensionScore[] {
  const byAspect = new Map<string, number[]>();
  for (const indicator of indicators) {
    if (indicator.parentDimensionId === null) continue;
    byAspect.set(indicator.parentDimensionId, [...(byAspect.get(indicator.parentDimensionId) ?? []), indicator.score]);
  }
  return [...byAspect].map(([dimensionId, scores]) => {
    const score = round1(scores.reduce((a, b) => a + b, 0) / scores.length);
    return { dimensionId, parentDimensionId: null, score, level: levelOf(score) };
  });
}

export function totalScore(items: ScoredItem[], answers: AnswerMap): number {
  return round1(items.reduce((sum, item) => sum + itemScore(item, answers[String(item.id)]), 0));
}
