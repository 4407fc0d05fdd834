import { StoredDictType } from '@pingjia/contract';

/** Dictionaries of the demo; the dimension tree follows the five aspects of the 2021 guideline. */
interface DictSeed {
  dictType: StoredDictType;
  dictKey: string;
  dictValue: string;
  parentKey: string | null;
}

const ASPECTS: [string, string, [string, string][]][] = [
  [
    '1',
    '品德发展',
    [
      ['10', '理想信念'],
      ['11', '社会责任'],
      ['12', '行为习惯'],
    ],
  ],
  [
    '2',
    '学业发展',
    [
      ['20', '学习习惯'],
      ['21', '创新精神'],
      ['22', '学业水平'],
    ],
  ],
  [
    '3',
    '身心发展',
    [
      ['30', '健康生活'],
      ['31', '身心素质'],
    ],
  ],
  [
    '4',
    '审美素养',
    [
      ['40', '美育实践'],
      ['41', '感受表达'],
    ],
  ],
  [
    '5',
    '劳动与社会实践',
    [
      ['50', '劳动习惯'],
      ['51', '社会实践'],
    ],
  ],
];

const dimensions: DictSeed[] = ASPECTS.flatMap(([key, name, indicators]) => [
  { dictType: StoredDictType.dimension, dictKey: key, dictValue: name, parentKey: null },
  ...indicators.map(([indicatorKey, indicatorName]) => ({
    dictType: StoredDictType.dimension,
    dictKey: indicatorKey,
    dictValue: indicatorName,
    parentKey: key,
  })),
]);

function flat(dictType: StoredDictType, entries: [string, string][]): DictSeed[] {
  return entries.map(([dictKey, dictValue]) => ({ dictType, dictKey, dictValue, parentKey: null }));
}

const grades = flat('grade', [
  ['1', '一年级'],
  ['2', '二年级'],
  ['3', '三年级'],
  ['4', '四年级'],
  ['5', '五年级'],
  ['6', '六年级'],
  ['7', '七年级'],
  ['8', '八年级'],
  ['9', '九年级'],
]);

const reportYears = flat('reportYear', [
  ['2025', '2025-2026学年'],
  ['2026', '2026-2027学年'],
]);

const subjects = flat('subject', [
  ['1', '语文'],
  ['2', '数学'],
  ['3', '英语'],
  ['4', '科学'],
  ['5', '道德与法治'],
  ['6', '体育与健康'],
  ['7', '艺术'],
  ['8', '劳动'],
]);

const batches = flat('evaluationBatch', [
  ['1', '第一批次（秋季学期）'],
  ['2', '第二批次（春季学期）'],
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
