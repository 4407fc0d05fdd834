import type { Question, ScenarioDefinition, SceneOption } from './definition.js';
import { levelOf, type DimensionScore } from '../evaluation/scoring.js';
import { sceneOf, type WalkState } from './walk.js';

export interface IndicatorTally {
  got: number;
  max: number;
}

type Tallies = Map<string, IndicatorTally>;

function add(tallies: Tallies, indicatorId: string, got: number, max: number): void {
  const tally = tallies.get(indicatorId) ?? { got: 0, max: 0 };
  tallies.set(indicatorId, { got: tally.got + got, max: tally.max + max });
}

/**
 * One decision's share: the chosen options' points against the best the student could have
 * done at that decision (the best single option, or every option with points for a multiple choice).
 */
function tallyDecision(tallies: Tallies, options: SceneOption[], chosen: readonly string[], isMultiple: boolean): void {
  const indicators = new Set(options.flatMap((option) => Object.keys(option.scores)));
  for (const indicatorId of indicators) {
    const points = options.map((option) => option.scores[indicatorId] ?? 0);
    const max = isMultiple ? points.reduce((a, b) => a + b, 0) : Math.max(...points);
    const got = options
      .filter((option) => chosen.includes(option.id))
      .reduce((sum, option) => sum + (option.scores[indicatorId] ?? 0), 0);
    add(tallies, indicatorId, Math.min(got, max), max);
  }
}

const chosenOf = (question: Question, value: string | string[] | undefined) =>
  value === undefined ? [] : [value].flat();

/**
 * Per indicator, the points the walked path earned and the most it could have earned. Only the
 * decisions the student actually met count, so a shorter branch is not marked down for the
 * questions it never showed.
 */
export function tallyWalk(definition: ScenarioDefinition, walk: WalkState): Tallies {
  const tallies: Tallies = new Map();
  walk.path.forEach((sceneId, step) => {
    const scene = sceneOf(definition, sceneId);
    const response = walk.responses[String(step)];
    if (!scene || !response) return;
    if (scene.then.type === 'branch' && 'choice' in response)
      tallyDecision(tallies, scene.then.options, [response.choice], false);
    if (scene.then.type === 'questions' && 'answers' in response) {
      for (const question of scene.then.questions) {
        tallyDecision(
          tallies,
          question.options,
          chosenOf(question, response.answers[question.id]),
          question.type === 'multiple',
        );
      }
    }
  });
  return tallies;
}

export function totalPoints(tallies: Tallies): number {
  return [...tallies.values()].reduce((sum, tally) => sum + tally.got, 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The students' scale: an indicator 0-100 from its tally, an aspect the mean of its indicators
 * (`parents` maps an indicator to its aspect), each with the shared 1-4 level.
 */
export function dimensionScoresOf(tallies: Tallies, parents: Map<string, string | null>): DimensionScore[] {
  const indicators = [...tallies]
    .filter(([, tally]) => tally.max > 0)
    .map(([dimensionId, tally]) => {
      const score = round1((100 * tally.got) / tally.max);
      return { dimensionId, parentDimensionId: parents.get(dimensionId) ?? null, score, level: levelOf(score) };
    });
  const byAspect = new Map<string, number[]>();
  for (const { parentDimensionId, score } of indicators) {
    if (parentDimensionId !== null)
      byAspect.set(parentDimensionId, [...(byAspect.get(parentDimensionId) ?? []), score]);
  }
  const aspects = [...byAspect].map(([dimensionId, scores]) => {
    const score = round1(scores.reduce((a, b) => a + b, 0) / scores.length);
    return { dimensionId, parentDimensionId: null, score, level: levelOf(score) };
  });
  return [...aspects, ...indicators];
}
