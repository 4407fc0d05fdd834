import { seededRandom } from '../../modules/adaptive/engine/rng.js';

/**
 * The demo's calibrated maths bank, made deterministically: 60 four-option items over three
 * indicators of 学业发展, difficulty spread over [-2.5, 2.5] with stems that get harder with it,
 * discrimination in [0.8, 2.0], and a guessing parameter in [0.1, 0.25] on two items in three (3PL).
 */
type Template = (tier: number, random: () => number) => { stem: string; answer: number };

const int = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** 学业水平: calculation, from one-digit sums to multi-digit products and mixed operations. */
const calculation: Template = (tier, random) => {
  if (tier === 0) {
    const [x, y] = [int(random, 2, 9), int(random, 2, 9)];
    return { stem: `${x} + ${y} = ?`, answer: x + y };
  }
  if (tier === 1) {
    const [x, y] = [int(random, 21, 89), int(random, 11, 19)];
    return { stem: `${x} − ${y} = ?`, answer: x - y };
  }
  if (tier === 2) {
    const [x, y] = [int(random, 12, 29), int(random, 3, 9)];
    return { stem: `${x} × ${y} = ?`, answer: x * y };
  }
  if (tier === 3) {
    const [x, y, z] = [int(random, 12, 30), int(random, 11, 19), int(random, 20, 99)];
    return { stem: `${x} × ${y} − ${z} = ?`, answer: x * y - z };
  }
  const [x, y, z] = [int(random, 3, 9), int(random, 24, 48), int(random, 3, 8)];
  return { stem: `(${x * z * 6} ÷ ${z} + ${y}) × 3 = ?`, answer: (x * 6 + y) * 3 };
};

/** 创新精神: finding the rule of a number pattern. */
const pattern: Template = (tier, random) => {
  const start = int(random, 1, 9);
  const step = int(random, 2, 6);
  const rules: ((n: number) => number)[] = [
    (n) => start + step * n,
    (n) => start + step * n * 2,
    (n) => start * 2 ** n,
    (n) => start + (n * (n + 1) * step) / 2,
    (n) => (n + 1) * (n + 1) + start,
  ];
  const rule = rules[Math.min(tier, rules.length - 1)] ?? ((n: number) => start + step * n);
  const shown = [0, 1, 2, 3].map(rule);
  return { stem: `找规律填数：${shown.join('，')}，（ ? ）`, answer: rule(4) };
};

/** 学习习惯: checking work by estimation (which result is reasonable). */
const estimation: Template = (tier, random) => {
  const size = [10, 50, 100, 400, 900][tier] ?? 100;
  const [x, y] = [int(random, size, size * 2), int(random, 3 + tier, 9 + tier * 3)];
  return { stem: `小明算 ${x} × ${y}，先估一估，最可能正确的结果是？`, answer: x * y };
};

function distractors(answer: number, random: () => number): number[] {
  const candidates = [
    answer + 1,
    answer - 1,
    answer + 10,
    answer - 10,
    answer * 2,
    Math.round(answer / 2),
    answer + int(random, 2, 9),
  ];
  const chosen: number[] = [];
  while (chosen.length < 3) {
    const pick = candidates[int(random, 0, candidates.length - 1)] ?? answer + chosen.length + 2;
    if (pick !== answer && pick >= 0 && !chosen.includes(pick)) chosen.push(pick);
  }
  return chosen;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const INDICATORS: { indicatorId: string; count: number; template: Template }[] = [
  { indicatorId: '22', count: 24, template: calculation },
  { indicatorId: '21', count: 18, template: pattern },
  { indicatorId: '20', count: 18, template: estimation },
];

export function demoBankItems() {
  const random = seededRandom(20_261_122);
  return INDICATORS.flatMap(({ indicatorId, count, template }) =>
    Array.from({ length: count }, (_, i) => {
      const b = round2(Math.min(2.5, Math.max(-2.5, -2.5 + (5 * (i + random())) / count)));
      const tier = Math.min(4, Math.floor(((b + 2.5) / 5) * 5));
      const { stem, answer } = template(tier, random);
      const values = [answer, ...distractors(answer, random)].sort((x, y) => x - y);
      const options = values.map((value, k) => ({ id: 'ABCD'[k] ?? String(k), label: String(value) }));
      const isThreeParameter = i % 3 !== 2;
      return {
        indicatorId,
        model: isThreeParameter ? ('3PL' as const) : ('2PL' as const),
        a: round2(0.8 + 1.2 * random()),
        b,
        c: isThreeParameter ? round2(0.1 + 0.15 * random()) : 0,
        stem,
        options,
        correct: options[values.indexOf(answer)]?.id ?? 'A',
      };
    }),
  );
}
