import type { Locale } from '@pingjia/contract';

/** The report PDF's words, in the screen's wording (web/src/features/student-report/texts.ts). */
const zhCN = {
  title: '学生综合素质评价报告',
  student: '学生',
  year: '报告学年',
  batch: '评价批次',
  placement: '答题时所在',
  lastChanged: '最近更新',
  notChanged: '未更新过',
  preview: '预览：尚未发布，学生和家长还看不到',
  notTakenTitle: '未参加',
  notTaken: '{name} 还没有参加这次评价，所以没有分数。这里不是零分，而是还没有作答。',
  overall: '总体表现',
  score: '{score} 分',
  levels: ['待提高', '合格', '良好', '优秀'],
  radar: '各发展方面得分',
  comparison: '与班级、学校、区县平均分比较',
  aspects: '各方面详情',
  dimension: '发展方面 / 指标',
  scoreColumn: '得分',
  level: '等级',
  classAverage: '班级平均',
  schoolAverage: '学校平均',
  districtAverage: '区县平均',
  change: '变化',
  notAnswered: '未作答',
  noFigure: '—',
  noChange: '持平',
  suppressed: '“—”表示不显示平均分：参与人数少于 {min} 人时，平均分可能让人认出某个孩子。',
  changeMethod: '变化是本次得分减去{baseline}中同一方面的得分。',
  strengths: '做得好的地方',
  noStrengths: '这次还没有特别突出的方面，继续加油。',
  toWorkOn: '可以努力的方向',
  nothingToWorkOn: '各方面都不错，保持下去。',
  colon: '：',
  page: '第 {page} / {pages} 页',
};

export type PdfTexts = typeof zhCN;

const enUS: PdfTexts = {
  title: 'Student evaluation report',
  student: 'Student',
  year: 'Report year',
  batch: 'Evaluation batch',
  placement: 'When answering',
  lastChanged: 'Last changed',
  notChanged: 'never',
  preview: 'Preview: not published yet, so students and parents cannot see it',
  notTakenTitle: 'Not taken',
  notTaken: '{name} has not taken this evaluation yet, so there are no scores. This is not a score of zero.',
  overall: 'Overall',
  score: '{score} points',
  levels: ['To improve', 'Pass', 'Good', 'Excellent'],
  radar: 'Score per aspect',
  comparison: 'Compared with the class, school and district averages',
  aspects: 'Aspects in detail',
  dimension: 'Aspect / indicator',
  scoreColumn: 'Score',
  level: 'Level',
  classAverage: 'Class average',
  schoolAverage: 'School average',
  districtAverage: 'District average',
  change: 'Change',
  notAnswered: 'Not answered',
  noFigure: '—',
  noChange: 'no change',
  suppressed: '"—" means no average is shown: with fewer than {min} students, an average could point to one child.',
  changeMethod: 'The change is this score minus the score in the same aspect in {baseline}.',
  strengths: 'Going well',
  noStrengths: 'No aspect stands out yet this time; keep going.',
  toWorkOn: 'What to work on',
  nothingToWorkOn: 'Every aspect is going well; keep it up.',
  colon: ': ',
  page: 'Page {page} of {pages}',
};

export const pdfTexts: Record<Locale, PdfTexts> = { 'zh-CN': zhCN, 'en-US': enUS };

/** `{name}` placeholders filled from the values. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
