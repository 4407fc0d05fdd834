import type { AnswerMap } from '../../db/schema/index.js';
import type { FullItem } from '../../modules/evaluation/repository.js';
import type { Batch } from './content.js';
import type { Draws } from './random.js';
import { classGrowth, type ReportStudent } from './roster.js';

/** Where the district stands on the common scale, in points of 0-100. */
const DISTRICT_MEAN = 72;

/** How much easier (+) or harder (−) each indicator is than the mean, so aspects differ. */
const INDICATOR_EASE: Record<string, number> = {
  '10': 6,
  '11': -3,
  '12': 4,
  '20': 1,
  '21': -5,
  '22': -2,
  '30': 3,
  '31': -1,
  '40': -4,
  '41': -6,
  '50': 2,
  '51': -4,
};

/** What the spring term adds on some indicators for everyone (labour practice and inquiry projects). */
const SPRING_GAIN: Record<string, number> = { '50': 3, '51': 2, '21': 2 };

/**
 * A student's level on each indicator in each batch: their ability, the indicator's ease and
 * their own strengths (batch 1); then the class's growth, the spring gain and their own change
 * (batch 2), so batch 2 follows batch 1 closely but not exactly.
 */
export function studentLevels(student: ReportStudent, draws: Draws): Record<Batch, Map<string, number>> {
  const batch1 = new Map<string, number>();
  const batch2 = new Map<string, number>();
  const ownChange = draws.normal(0, 3.5);
  for (const [indicatorId, ease] of Object.entries(INDICATOR_EASE)) {
    const level = DISTRICT_MEAN + student.ability + ease + draws.normal(0, 6);
    batch1.set(indicatorId, level);
    const gain = classGrowth(student.classId) + (SPRING_GAIN[indicatorId] ?? 0) + ownChange + draws.normal(0, 2.5);
    batch2.set(indicatorId, level + gain);
  }
  return { '1': batch1, '2': batch2 };
}

/**
 * The answers a student at these levels gives: for each item, the option whose share of the
 * item's best score is nearest their level on its indicator plus the noise of one answer.
 */
export function answersAt(itemList: readonly FullItem[], levels: Map<string, number>, draws: Draws): AnswerMap {
  const answers: AnswerMap = {};
  for (const item of itemList) {
    const indicatorId = item.indicators[0]?.indicatorId ?? '';
    const share = Math.min(1, Math.max(0, ((levels.get(indicatorId) ?? DISTRICT_MEAN) + draws.normal(0, 9)) / 100));
    const best = Math.max(...item.options.map((option) => option.score));
    const nearest = item.options.reduce((chosen, option) =>
      Math.abs(option.score / best - share) < Math.abs(chosen.score / best - share) ? option : chosen,
    );
    answers[item.id] = nearest.id;
  }
  return answers;
}
