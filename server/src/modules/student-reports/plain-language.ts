import { levelOfScore, type Locale, type StudentReport } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type { ReportAspect } from './figures.js';

/*
 * What a parent reads first: the child's strengths and what to work on, in plain words. The
 * candidates are the scored indicators (an aspect scored without indicators stands for itself);
 * nothing compares the child with anyone, and a child with a single score still reads well.
 */

type PlainText = StudentReport['strengths'][number];

interface Candidate {
  dimensionId: string;
  name: string;
  score: number;
  aspectId: string;
  /** Position in the report, to break ties the same way every time. */
  order: number;
}

const MAX_ITEMS = 3;

/** One gentle suggestion per aspect of the 2021 guideline (DOMAIN.md); other aspects get the general one. */
const SUGGESTIONS: Readonly<Record<string, LocalizedText>> = {
  '1': {
    'zh-CN': '可以和孩子聊聊身边的好人好事，在家里约定一件每天坚持做的小事。',
    'en-US': 'Talk together about good deeds you notice, and agree on one small thing to do every day at home.',
  },
  '2': {
    'zh-CN': '每天留出固定的阅读和复习时间，遇到难题先独立想一想再求助。',
    'en-US':
      'Keep a regular time each day for reading and review, and try a hard problem alone before asking for help.',
  },
  '3': {
    'zh-CN': '每天运动一小时、按时睡觉，多和家人说说开心和烦恼的事。',
    'en-US': 'Aim for an hour of exercise and a regular bedtime, and talk about the good and hard parts of the day.',
  },
  '4': {
    'zh-CN': '一起听音乐、看展览或画画，鼓励孩子说说自己的感受。',
    'en-US': 'Enjoy music, an exhibition or drawing together, and ask what they felt.',
  },
  '5': {
    'zh-CN': '让孩子承担一项固定的家务，周末一起参加一次社区或志愿活动。',
    'en-US': 'Give them one regular household job, and join a community or volunteer activity together at a weekend.',
  },
};

const GENERAL_SUGGESTION: LocalizedText = {
  'zh-CN': '可以和老师聊聊这一方面，和孩子一起定一个小目标。',
  'en-US': 'Talk with the teacher about this area and set one small goal together.',
};

const texts = {
  excellent: {
    'zh-CN': (name: string, score: string) => `在「${name}」方面表现优秀（${score} 分），继续保持！`,
    'en-US': (name: string, score: string) => `Does excellently in ${name} (${score}). Keep it up!`,
  },
  good: {
    'zh-CN': (name: string, score: string) => `在「${name}」方面表现良好（${score} 分），是一个亮点。`,
    'en-US': (name: string, score: string) => `Does well in ${name} (${score}): a real strength.`,
  },
  relative: {
    'zh-CN': (name: string, score: string) => `「${name}」是目前相对较好的方面（${score} 分），可以从这里建立信心。`,
    'en-US': (name: string, score: string) =>
      `${name} is the strongest area for now (${score}), a good place to build confidence.`,
  },
  roomToGrow: {
    'zh-CN': (name: string, score: string) => `「${name}」还有进步空间（${score} 分）。建议：`,
    'en-US': (name: string, score: string) => `${name} has room to grow (${score}). Try this: `,
  },
  goFurther: {
    'zh-CN': (name: string, score: string) => `「${name}」已经不错（${score} 分），还可以更进一步。建议：`,
    'en-US': (name: string, score: string) => `${name} is going well (${score}) and can go further. Try this: `,
  },
} as const;

const shown = (score: number) => String(score);

function candidatesOf(aspects: readonly ReportAspect[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const aspect of aspects) {
    const indicators = aspect.indicators.filter((indicator) => indicator.score !== null);
    const stands = indicators.length > 0 ? indicators : [aspect];
    for (const dimension of stands) {
      if (dimension.score === null) continue;
      candidates.push({
        dimensionId: dimension.dimensionId,
        name: dimension.name,
        score: dimension.score,
        aspectId: aspect.dimensionId,
        order: candidates.length,
      });
    }
  }
  return candidates;
}

const best = (a: Candidate, b: Candidate) => b.score - a.score || a.order - b.order;
const worst = (a: Candidate, b: Candidate) => a.score - b.score || a.order - b.order;

function strengthText(candidate: Candidate, relative: boolean, locale: Locale): PlainText {
  const level = levelOfScore(candidate.score);
  const say = relative ? texts.relative : level === 4 ? texts.excellent : texts.good;
  return {
    dimensionId: candidate.dimensionId,
    name: candidate.name,
    text: say[locale](candidate.name, shown(candidate.score)),
  };
}

function toWorkOnText(candidate: Candidate, locale: Locale): PlainText {
  const say = levelOfScore(candidate.score) >= 3 ? texts.goFurther : texts.roomToGrow;
  const suggestion = (SUGGESTIONS[candidate.aspectId] ?? GENERAL_SUGGESTION)[locale];
  return {
    dimensionId: candidate.dimensionId,
    name: candidate.name,
    text: say[locale](candidate.name, shown(candidate.score)) + suggestion,
  };
}

/**
 * Strengths: the best scores at level 3 or above (at most three); with none, the best of two or
 * more as "strongest for now". To work on: per aspect its lowest score below level 4 that is not
 * a strength, lowest first (at most three), each with that aspect's suggestion.
 */
export function plainLanguage(
  aspects: readonly ReportAspect[],
  locale: Locale,
): Pick<StudentReport, 'strengths' | 'toWorkOn'> {
  const candidates = candidatesOf(aspects);
  const high = candidates.filter((candidate) => levelOfScore(candidate.score) >= 3).sort(best);
  const relative = high.length === 0 && candidates.length > 1;
  const strengths = relative ? [...candidates].sort(best).slice(0, 1) : high.slice(0, MAX_ITEMS);
  const strong = new Set(strengths.map((candidate) => candidate.dimensionId));
  const lowestPerAspect = new Map<string, Candidate>();
  for (const candidate of [...candidates].sort(worst)) {
    if (strong.has(candidate.dimensionId) || levelOfScore(candidate.score) === 4) continue;
    if (!lowestPerAspect.has(candidate.aspectId)) lowestPerAspect.set(candidate.aspectId, candidate);
  }
  return {
    strengths: strengths.map((candidate) => strengthText(candidate, relative, locale)),
    toWorkOn: [...lowestPerAspect.values()]
      .sort(worst)
      .slice(0, MAX_ITEMS)
      .map((candidate) => toWorkOnText(candidate, locale)),
  };
}
