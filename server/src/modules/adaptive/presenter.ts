import type { AdaptiveSnapshotItem } from '../../db/schema/index.js';
import { indicatorAbilities } from './engine/cat.js';
import { estimateEap } from './engine/eap.js';
import { responsesOf } from './engine/cat.js';
import { abilityScore } from './engine/score.js';
import type { AttemptRow } from './repository.js';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** What a student sees of an item: never its parameters or its key. */
export function publicItem(item: AdaptiveSnapshotItem) {
  return { itemId: item.id, stem: item.stem, options: item.options.map(({ id, label }) => ({ id, label })) };
}

/** The page the student is on: the current item (or none once the test stopped) and the progress. */
export function pageDto(attempt: AttemptRow) {
  const current = attempt.bank.find((item) => item.id === attempt.currentItemId);
  return {
    activityId: attempt.activityId,
    taskGroupId: attempt.taskGroupId,
    attemptNo: attempt.attemptNo,
    answeredCount: attempt.steps.length,
    position: attempt.steps.length + (current ? 1 : 0),
    minLength: attempt.settings.minLength,
    maxLength: attempt.settings.maxLength,
    finished: attempt.finishedAt !== null,
    submitted: attempt.submittedAt !== null,
    stopReason: attempt.stopReason,
    item: current ? publicItem(current) : null,
    pendingOptionId: current ? attempt.pendingOptionId : null,
    useTime: attempt.useTime,
  };
}

/** The final ability overall and per indicator, with their standard errors and report scores. */
export function resultOf(attempt: AttemptRow) {
  const overall = estimateEap(responsesOf(attempt.bank, attempt.steps), attempt.settings);
  return {
    theta: round3(overall.theta),
    se: round3(overall.se),
    score: abilityScore(overall.theta),
    indicators: indicatorAbilities(attempt.bank, attempt.settings, attempt.steps).map((ability) => ({
      indicatorId: ability.indicatorId,
      answered: ability.answered,
      theta: round3(ability.theta),
      se: round3(ability.se),
      score: abilityScore(ability.theta),
    })),
  };
}
