import { StoredDictType } from '@pingjia/contract';

/** Dictionaries of the demo; the dimension tree follows the five aspects of the 2021 guideline. */
interface DictSeed {
  dictType: StoredDictType;
  dictKey: string;
  dictValue: string;
  dictValueEn: string | null;
  parentKey: string | null;
}

/** key, name, English name: the aspects, each with its indicators. */
const ASPECTS: [string, string, string, [string, string, string][]][] = [
  [
    '1',
    '品德发展',
    'Moral development',
    [
      ['10', '理想信念', 'Ideals and beliefs'],
      ['11', '社会责任', 'Social responsibility'],
      ['12', '行为习惯', 'Conduct'],
    ],
  ],
  [
    '2',
    '学业发展',
    'Academic development',
    [
      ['20', '学习习惯', 'Study habits'],
      ['21', '创新精神', 'Creativity'],
      ['22', '学业水平', 'Attainment'],
    ],
  ],
  [
    '3',
    '身心发展',
    'Physical and mental health',
    [
      ['30', '健康生活', 'Healthy living'],
      ['31', '身心素质', 'Fitness and wellbeing'],
    ],
  ],
  [
    '4',
    '审美素养',
    'Aesthetic literacy',
    [
      ['40', '美育实践', 'Arts practice'],
      ['41', '感受表达', 'Appreciation and expression'],
    ],
  ],
  [
    '5',
    '劳动与社会实践',
    'Labour and social practice',
    [
      ['50', '劳动习惯', 'Work habits'],
      ['51', '社会实践', 'Social practice'],
    ],
  ],
];

const dimensions: DictSeed[] = ASPECTS.flatMap(([key, name, nameEn, indicators]) => [
  { dictType: StoredDictType.dimension, dictKey: key, dictValue: name, dictValueEn: nameEn, parentKey: null },
  ...indicators.map(([indicatorKey, indicatorName, indicatorNameEn]) => ({
    dictType: StoredDictType.dimension,
    dictKey: indicatorKey,
    dictValue: indicatorName,
    dictValueEn: indicatorNameEn,
    parentKey: key,
  })),
]);

/** key, value and, for the dictionaries people read, the value in English. */
function flat(dictType: StoredDictType, entries: [string, string, string?][]): DictSeed[] {
  return entries.map(([dictKey, dictValue, dictValueEn]) => ({
    dictType,
    dictKey,
    dictValue,
    dictValueEn: dictValueEn ?? null,
    parentKey: null,
  }));
}

const grades = flat('grade', [
  ['1', '一年级', 'Grade 1'],
  ['2', '二年级', 'Grade 2'],
  ['3', '三年级', 'Grade 3'],
  ['4', '四年级', 'Grade 4'],
  ['5', '五年级', 'Grade 5'],
  ['6', '六年级', 'Grade 6'],
  ['7', '七年级', 'Grade 7'],
  ['8', '八年级', 'Grade 8'],
  ['9', '九年级', 'Grade 9'],
]);

const reportYears = flat('reportYear', [
  ['2025', '2025-2026学年', 'School year 2025-2026'],
  ['2026', '2026-2027学年', 'School year 2026-2027'],
]);

const subjects = flat('subject', [
  ['1', '语文', 'Chinese'],
  ['2', '数学', 'Mathematics'],
  ['3', '英语', 'English'],
  ['4', '科学', 'Science'],
  ['5', '道德与法治', 'Morality and law'],
  ['6', '体育与健康', 'PE and health'],
  ['7', '艺术', 'Arts'],
  ['8', '劳动', 'Labour'],
]);

const batches = flat('evaluationBatch', [
  ['1', '第一批次（秋季学期）', 'Batch 1 (autumn term)'],
  ['2', '第二批次（春季学期）', 'Batch 2 (spring term)'],
]);

/** Which report each aspect opens: dictId → reportId. */
const reportMapping = flat(
  StoredDictType.reportMapping,
  ASPECTS.map(([key]) => [key, `10${key}`]),
);

export const DICTIONARY_ROWS = [
  ...dimensions,
  ...grades,
  ...reportYears,
  ...subjects,
  ...batches,
  ...reportMapping,
].map((row, index) => ({ id: index + 1, sort: index + 1, ...row }));
