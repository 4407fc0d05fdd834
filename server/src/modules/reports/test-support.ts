import { api, type ApiRoute, type ReportFigure } from '@pingjia/contract';
import type { Client } from '../progress/test-support.js';
import { dataOf, refusalOf } from '../assessment/test-support.js';
import { WORLD } from './test-world.js';

export { clientOf, type Client } from '../progress/test-support.js';
export { dataOf, refusalOf };

/** The report calls this module serves (the student-side calls are student-reports'). */
export const staffCalls: [string, ApiRoute][] = Object.entries(api.report).filter(([name]) =>
  [
    'getReportGrad',
    'queryReportType',
    'findReportEvaluationBatch',
    'findReportGroupInfoName',
    'selectCurrentPhaseIdByOrgId',
    'queryDistrictReport',
    'getKeyDimensionalIndicators',
    'selectDevelopmentSituation',
    'selectDevelopmentSchoolList',
    'exportExcelDevelopmentSituation',
    'getPageClassesReport',
    'getClassesReportByEachina',
    'exportClassReport',
    'findStatisticalDetails',
    'finishRateDetails',
    'publishReport',
    'withdrawReport',
    'listExclusiveIndicators',
    'saveExclusiveIndicator',
    'deleteExclusiveIndicator',
    'queryExclusiveReport',
  ].includes(name),
);

export const send = (client: Client, route: ApiRoute, input: object = {}) =>
  route.method === 'GET'
    ? client.get(route.path, Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])))
    : client.post(route.path, input);

/*
 * The expected figures, worked out from the values test-world.ts stored, independently of the
 * server: each dimension's score is a fixed offset from the student's value.
 */

export const OFFSETS: Record<string, number> = {
  overall: 0,
  '1': 5,
  '10': 7,
  '11': 3,
  '12': 1,
  '2': -5,
  '20': -5,
  '21': -8,
  '22': -2,
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The figure of these students' values on a dimension. */
export function expectedFigure(values: readonly number[], dimensionId = 'overall'): ReportFigure {
  const scores = values.map((v) => v + (OFFSETS[dimensionId] ?? Number.NaN));
  if (scores.length < 5) return { students: scores.length, mean: null, levels: null, suppressed: true };
  const count = (low: number, high: number) => scores.filter((score) => score >= low && score < high).length;
  return {
    students: scores.length,
    mean: round1(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    levels: [count(-Infinity, 60), count(60, 70), count(70, 85), count(85, Infinity)],
    suppressed: false,
  };
}

/** The spring values of each unit of the world. */
export const SPRING = {
  a1: [...WORLD.a1.spring, WORLD.a1.springOnly],
  a2: [...WORLD.a2.spring],
  b1: [...WORLD.b1.spring],
  b8: [...WORLD.b8.spring],
  c1: [...WORLD.c1.spring],
  get schoolA() {
    return [...this.a1, ...this.a2];
  },
  get schoolB() {
    return [...this.b1, ...this.b8];
  },
  get district() {
    return [...this.schoolA, ...this.schoolB];
  },
};
