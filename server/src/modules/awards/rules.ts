import type { AwardRule } from '../../db/schema/index.js';
import { windowDates } from '../stamina/window.js';

/** True when the student answered on each of the `days` school days ending today. */
export function hasStreak(answerDays: Set<string>, now: Date, days: number): boolean {
  return windowDates(now, days).every((date) => answerDays.has(date));
}

export interface AwardFacts {
  finishedCount: number;
  unfinishedInGroup: number;
  answerDays: Set<string>;
  /** Levels (1-4) of the aspects scored by this submit. */
  aspectLevels: number[];
  now: Date;
}

/** Which rules a submit satisfies; granting is idempotent, so a rule met again grants nothing new. */
export function rulesMet(facts: AwardFacts): AwardRule[] {
  const met: AwardRule[] = [];
  if (facts.finishedCount >= 1) met.push('firstActivity');
  if (facts.unfinishedInGroup === 0) met.push('groupComplete');
  if (hasStreak(facts.answerDays, facts.now, 3)) met.push('streak3');
  if (hasStreak(facts.answerDays, facts.now, 7)) met.push('streak7');
  if (facts.aspectLevels.includes(4)) met.push('topLevel');
  return met;
}
