import type {
  ApiRoute,
  AspectFigure,
  ClassReport,
  DimensionFigure,
  ReportFigure,
  ReportHead,
  ReportUnitRow,
  UnitReport,
} from '@pingjia/contract';
import { vi } from 'vitest';
import { http } from '../../shared/request';

/*
 * Builders of the report calls' answers and a fake server for the page tests. The page tests mock
 * the request layer (`vi.mock('../../../shared/request')`); `answerWith` answers each call by
 * its contract name, so the pages run their real queries.
 */

export type CallInput = { query?: Record<string, unknown>; body?: Record<string, unknown> };
type Handler = (input: CallInput) => unknown;

export const autumn = { taskGroupId: 11, taskGroupName: '秋季综合评价', reportYear: '2025', evaluationBatch: '1' };
export const spring = { taskGroupId: 12, taskGroupName: '春季综合评价', reportYear: '2025', evaluationBatch: '2' };
export const district = { kind: 'region', id: 3, name: '西湖区' } as const;
export const school = { kind: 'school', id: 5, name: '求是实验学校' } as const;

export function buildFigure(mean: number | null, students = 40): ReportFigure {
  const suppressed = mean === null;
  return { students, mean, levels: suppressed ? null : [4, 8, 16, 12], suppressed };
}

export function buildDimension(overrides: Partial<DimensionFigure> = {}): DimensionFigure {
  return {
    dimensionId: '1',
    parentDimensionId: null,
    name: '品德发展',
    figure: buildFigure(80),
    comparison: { class: null, school: null, district: null },
    valueAdded: { paired: 36, before: 76.5, after: 79.7, change: 3.2, againstExpected: -0.8 },
    ...overrides,
  };
}

export function buildAspect(overrides: Partial<AspectFigure> = {}): AspectFigure {
  return { ...buildDimension(overrides), indicators: [], ...overrides };
}

export function buildHead(overrides: Partial<ReportHead> = {}): ReportHead {
  return {
    ...spring,
    path: [district],
    node: district,
    gradeLevel: null,
    publication: { published: false, publishedAt: null },
    lastChangedAt: '2026-03-02 10:00:00',
    baseline: autumn,
    students: { included: 42, taken: 40 },
    ...overrides,
  };
}

export function buildUnitRow(overrides: Partial<ReportUnitRow> = {}): ReportUnitRow {
  return {
    ...school,
    overall: buildFigure(78.4),
    aspects: [80, 76.8],
    valueAdded: { paired: 36, before: 75.2, after: 78.4, change: 3.2, againstExpected: 1.5 },
    ...overrides,
  };
}

export function buildUnitReport(overrides: Partial<UnitReport> = {}): UnitReport {
  return {
    head: buildHead(),
    overall: buildDimension({ dimensionId: 'overall', name: '总体', figure: buildFigure(78.4) }),
    aspects: [
      buildAspect({
        indicators: [buildDimension({ dimensionId: '10', parentDimensionId: '1', name: '理想信念' })],
      }),
      buildAspect({
        dimensionId: '2',
        name: '学业发展',
        figure: buildFigure(76.8),
        valueAdded: { paired: 36, before: 78, after: 76.8, change: -1.2, againstExpected: 0.4 },
      }),
    ],
    rows: [buildUnitRow()],
    ...overrides,
  };
}

export function buildClassReport(overrides: Partial<ClassReport> = {}): ClassReport {
  return {
    ...buildUnitReport({ head: buildHead({ node: { kind: 'class', id: 51, name: '1班' } }), rows: [] }),
    students: [
      {
        studentId: 1,
        userName: '李明',
        loginName: 'student01',
        className: '1班',
        taken: true,
        overall: 82.5,
        level: 3,
      },
      {
        studentId: 2,
        userName: '王芳',
        loginName: 'student02',
        className: '1班',
        taken: false,
        overall: null,
        level: null,
      },
    ],
    ...overrides,
  };
}

const published = (at: string | null) => ({ published: at !== null, publishedAt: at });

/** A server with two reports of 2025 (autumn published, spring not), and an area admin's scope. */
export function defaultServer(): Record<string, Handler> {
  return {
    findReportGroupInfoName: ({ body }) =>
      [
        { ...autumn, publication: published('2026-01-10 10:00:00') },
        { ...spring, publication: published(null) },
      ].filter((entry) => body?.evaluationBatch === undefined || entry.evaluationBatch === body.evaluationBatch),
    findReportEvaluationBatch: () => [
      { evaluationBatch: '1', name: '第一批次（秋季学期）' },
      { evaluationBatch: '2', name: '第二批次（春季学期）' },
    ],
    getReportGrad: () => ({
      grades: [
        { gradeLevel: 7, gradeName: '七年级' },
        { gradeLevel: 8, gradeName: '八年级' },
      ],
      currentGradeLevel: null,
    }),
    getMyScope: () => ({
      roleId: 3,
      level: 'area',
      regionIds: [3],
      schoolIds: null,
      classIds: null,
      capabilities: ['readReports', 'publishReports'],
    }),
    queryDistrictReport: () => buildUnitReport(),
    getKeyDimensionalIndicators: () => ({
      head: buildHead(),
      keyPoint: { aspect: buildDimension(), indicator: null },
      strongest: [buildDimension({ dimensionId: '10', name: '理想信念', figure: buildFigure(88.1) })],
      weakest: [],
    }),
  };
}

/** The dictionary's report years, as `loadDict` reads them. */
const REPORT_YEARS = [
  { dictId: '2025', dictType: 'reportYear', dictLabel: '2025-2026学年', dictValue: '2025', sort: 1 },
  { dictId: '2026', dictType: 'reportYear', dictLabel: '2026-2027学年', dictValue: '2026', sort: 2 },
];

/** Answers every request by its call's name from `server` (a test changes the ones it needs). */
export function answerWith(server: Record<string, Handler>): void {
  vi.mocked(http).revalidate.mockResolvedValue({ version: '', data: REPORT_YEARS } as never);
  vi.mocked(http).request.mockImplementation(((route: ApiRoute, input: CallInput = {}) => {
    const handler = server[route.name];
    if (!handler) return Promise.reject(new Error(`no fake for ${route.name}`));
    // A handler that throws is a refused call.
    try {
      return Promise.resolve(handler(input));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }) as never);
}

/** The inputs of every request of one call, in order. */
export function callsOf(name: string): CallInput[] {
  return vi
    .mocked(http)
    .request.mock.calls.filter(([route]) => route.name === name)
    .map(([, input]) => input as CallInput);
}
