import { report, type ApiRoute, type StudentReport, type StudentReportListItem } from '@pingjia/contract';
import type { Mock } from 'vitest';
import type { DictEntry } from '../../shared/stores/dict-store';

/** Builders with overrides for what the report calls answer; each call is a fresh object. */
export function buildStudentReport(overrides: Partial<StudentReport> = {}): StudentReport {
  const comparison = { class: 76.4, school: 74.1, district: 72.9 };
  return {
    head: {
      taskGroupId: 31,
      taskGroupName: '2025 秋季综合素质评价',
      reportYear: '2025',
      evaluationBatch: '1',
      studentName: '王小明',
      className: '2班',
      gradeName: '五年级',
      schoolName: '朝阳实验小学',
      publication: { published: true, publishedAt: '2026-01-10T02:00:00.000Z' },
      lastChangedAt: '2026-01-12T06:30:00.000Z',
      baseline: null,
    },
    taken: true,
    overall: { score: 81.5, level: 3 },
    aspects: [
      {
        dimensionId: '1',
        name: '品德发展',
        score: 88.2,
        level: 4,
        comparison,
        change: null,
        indicators: [
          { dimensionId: '10', name: '理想信念', score: 90, level: 4, comparison },
          { dimensionId: '11', name: '社会责任', score: 86.4, level: 4, comparison },
        ],
      },
      {
        dimensionId: '2',
        name: '学业发展',
        score: 64.5,
        level: 2,
        comparison,
        change: null,
        indicators: [{ dimensionId: '20', name: '学习习惯', score: 64.5, level: 2, comparison }],
      },
    ],
    strengths: [{ dimensionId: '1', name: '品德发展', text: '理想信念坚定，乐于承担班级事务。' }],
    toWorkOn: [{ dimensionId: '2', name: '学业发展', text: '每天留出固定的时间复习当天所学。' }],
    charts: { radar: '<svg xmlns="http://www.w3.org/2000/svg"><text>radar</text></svg>', comparison: null },
    ...overrides,
  };
}

export function buildListItem(overrides: Partial<StudentReportListItem> = {}): StudentReportListItem {
  return {
    taskGroupId: 31,
    taskGroupName: '2025 秋季综合素质评价',
    reportYear: '2025',
    evaluationBatch: '1',
    taken: true,
    publication: { published: true, publishedAt: '2026-01-10T02:00:00.000Z' },
    lastChangedAt: null,
    read: true,
    ...overrides,
  };
}

const dictEntry = (
  dictType: DictEntry['dictType'],
  dictValue: string,
  dictLabel: string,
  dictLabelEn: string,
): DictEntry => ({ dictId: dictValue, dictType, dictValue, dictLabel, dictLabelEn, sort: Number(dictValue) });

/** The report-year and batch dictionaries as the demo seeds them. */
export const REPORT_DICTS: Record<string, DictEntry[]> = {
  reportYear: [
    dictEntry('reportYear', '2025', '2025-2026学年', 'School year 2025-2026'),
    dictEntry('reportYear', '2026', '2026-2027学年', 'School year 2026-2027'),
  ],
  evaluationBatch: [
    dictEntry('evaluationBatch', '1', '第一批次（秋季学期）', 'Batch 1 (autumn term)'),
    dictEntry('evaluationBatch', '2', '第二批次（春季学期）', 'Batch 2 (spring term)'),
  ],
};

interface CallInput {
  body?: unknown;
  query?: unknown;
}

type Reply = (input: CallInput) => unknown;

/** What a fake server answers a call with, by the call's contract route. */
export type Replies = [ApiRoute, Reply][];

/** The request layer's two calls as a test replaces them (`vi.mock` of shared/request). */
export interface HttpMocks {
  request: Mock;
  revalidate: Mock;
}

/**
 * Answers each call from `replies` by its route, as the server would (later replies win), and
 * the dictionaries from REPORT_DICTS; a call nobody expected fails.
 */
export function serveReplies(http: HttpMocks, replies: Replies): void {
  const byRoute = new Map(replies);
  http.request.mockImplementation((route: ApiRoute, input: CallInput = {}) => {
    const reply = byRoute.get(route);
    if (!reply) return Promise.reject(new Error(`unexpected call ${route.path}`));
    return Promise.resolve().then(() => reply(input));
  });
  http.revalidate.mockImplementation((_route: ApiRoute, _copy: unknown, input: { query: { dictType: string } }) =>
    Promise.resolve({ version: '', data: REPORT_DICTS[input.query.dictType] ?? [] }),
  );
}

/** The bodies (or, for a GET, the queries) sent to a call, in order. */
export function sentTo(http: HttpMocks, route: ApiRoute): unknown[] {
  return http.request.mock.calls
    .filter(([called]) => called === route)
    .map(([, input]) => (input as CallInput).body ?? (input as CallInput).query);
}

/** Replies of the student's calls that every phone test needs; a test adds what it is about. */
export function studentReplies(overrides: Replies = []): Replies {
  return [
    [report.getStudentReportList, () => [buildListItem()]],
    [report.getStudentReportEvaluationBatch, () => [{ evaluationBatch: '1', name: '第一批次（秋季学期）' }]],
    [report.getStudentReport, () => buildStudentReport()],
    [report.updateReportReadStatus, () => ({ readAt: '2026-01-12T06:30:00.000Z' })],
    [report.findOrUpdatePopupStatus, () => ({ show: false })],
    ...overrides,
  ];
}
