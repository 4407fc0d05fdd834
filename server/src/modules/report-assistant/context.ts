import { levelOfScore, MIN_REPORT_GROUP, roundScore, shownMean, type Locale } from '@pingjia/contract';
import type { ScoreRow, SumRow } from './repository.js';

/*
 * What RAGFlow is told with each question: the report's scores by aspect and indicator, named
 * by the dimension tree, and nothing that says whose report it is (no name, account, school,
 * class or report title). The caller's question comes last, already scrubbed.
 */

export type ReportScores =
  | { kind: 'student'; student: ScoreRow[]; classSums: SumRow[]; schoolSums: SumRow[] }
  | { kind: 'class'; classSums: SumRow[] };

interface Texts {
  intro: (kind: 'student' | 'class') => string;
  scores: string;
  question: string;
  own: (score: number) => string;
  means: (classMean: string, schoolMean: string) => string;
  mean: (mean: number, students: number, levels: readonly number[]) => string;
  tooFew: string;
  overall: string;
  none: string;
  colon: string;
}

const TEXTS: Record<Locale, Texts> = {
  'zh-CN': {
    intro: (kind) =>
      `你是学生综合素质评价报告的解读助手。以下是一份${kind === 'student' ? '学生' : '班级'}报告的得分` +
      '（满分 100 分；等级 1–4，4 为最高），不含任何个人信息。请只根据这些得分，用学生和家长读得懂的话回答问题，' +
      '不要询问或猜测任何人的身份，也不要与具体的其他学生比较。',
    scores: '得分：',
    question: '问题：',
    own: (score) => `${score} 分，等级 ${levelOfScore(score)}`,
    means: (classMean, schoolMean) => `；班级平均 ${classMean}，学校平均 ${schoolMean}`,
    mean: (mean, students, levels) => `平均 ${mean} 分（${students} 人有得分；等级 1–4 各 ${levels.join('、')} 人）`,
    tooFew: `有得分的不足 ${MIN_REPORT_GROUP} 人，不显示`,
    overall: '总评',
    none: '—',
    colon: '：',
  },
  'en-US': {
    intro: (kind) =>
      `You explain comprehensive-evaluation reports of school students. Below are the scores of a ${kind} report ` +
      '(out of 100; levels 1–4, 4 the highest), without any personal information. Answer from these scores only, ' +
      'in words students and parents understand; do not ask about or guess anyone’s identity, and do not compare with other named students.',
    scores: 'Scores:',
    question: 'Question: ',
    own: (score) => `${score} points, level ${levelOfScore(score)}`,
    means: (classMean, schoolMean) => `; class mean ${classMean}, school mean ${schoolMean}`,
    mean: (mean, students, levels) =>
      `mean ${mean} points (${students} students with a score; levels 1–4: ${levels.join(', ')})`,
    tooFew: `fewer than ${MIN_REPORT_GROUP} students with a score: not shown`,
    overall: 'Overall',
    none: '—',
    colon: ': ',
  },
};

const OVERALL = 'overall';

/** Dimension ids in the tree's order: numbers by value ('2' before '10'), others by text. */
function byDimension(a: { dimensionId: string }, b: { dimensionId: string }): number {
  const [x, y] = [Number(a.dimensionId), Number(b.dimensionId)];
  return Number.isNaN(x) || Number.isNaN(y) ? a.dimensionId.localeCompare(b.dimensionId) : x - y;
}

interface Line {
  dimensionId: string;
  parentDimensionId: string | null;
  text: string;
}

/** The report's lines: overall first, then each aspect followed by its indicators. */
function ordered(lines: Line[], names: ReadonlyMap<string, string>, texts: Texts): string[] {
  const nameOf = (id: string) => (id === OVERALL ? texts.overall : (names.get(id) ?? id));
  const write = (line: Line, indent: string) => `${indent}${nameOf(line.dimensionId)}${texts.colon}${line.text}`;
  const overall = lines.filter((line) => line.dimensionId === OVERALL);
  const aspects = lines.filter((line) => line.dimensionId !== OVERALL && line.parentDimensionId === null);
  return [
    ...overall.map((line) => write(line, '')),
    ...aspects.sort(byDimension).flatMap((aspect) => [
      write(aspect, ''),
      ...lines
        .filter((line) => line.parentDimensionId === aspect.dimensionId)
        .sort(byDimension)
        .map((line) => write(line, '  - ')),
    ]),
  ];
}

function meanOf(sums: readonly SumRow[], dimensionId: string, texts: Texts): string {
  const row = sums.find((sum) => sum.dimensionId === dimensionId);
  const mean = row ? shownMean(row.scoreSum, row.students) : null;
  return mean === null ? texts.none : String(mean);
}

function studentLines(scores: Extract<ReportScores, { kind: 'student' }>, texts: Texts): Line[] {
  return scores.student.map((row) => {
    const own = texts.own(roundScore(row.score));
    const isAspect = row.parentDimensionId === null;
    const means = isAspect
      ? texts.means(meanOf(scores.classSums, row.dimensionId, texts), meanOf(scores.schoolSums, row.dimensionId, texts))
      : '';
    return { ...row, text: own + means };
  });
}

function classLines(sums: readonly SumRow[], texts: Texts): Line[] {
  return sums.map((row) => {
    const mean = shownMean(row.scoreSum, row.students);
    return { ...row, text: mean === null ? texts.tooFew : texts.mean(mean, row.students, row.levels) };
  });
}

/** The text sent to RAGFlow: what it is, the scores, and the (already scrubbed) question. */
export function composeQuestion(
  scores: ReportScores,
  names: ReadonlyMap<string, string>,
  question: string,
  locale: Locale,
): string {
  const texts = TEXTS[locale];
  const lines = scores.kind === 'student' ? studentLines(scores, texts) : classLines(scores.classSums, texts);
  return [
    texts.intro(scores.kind),
    '',
    texts.scores,
    ...ordered(lines, names, texts),
    '',
    `${texts.question}${question}`,
  ].join('\n');
}
