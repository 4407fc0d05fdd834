import { ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { ProgressTable } from '../progress/service.js';
import type { AdminScope } from '../scope/scope.js';
import { activityFigures, countedActivities, summaryTable, type SummaryQuery } from './figures.js';
import { assessmentRefusal } from './messages.js';
import { activityOf, finishRateMatrix, rateOf, statisticalDetails, timeOf, unitRows } from './statistics.js';

/** The completion rate of the node and of each row below it. */
export async function completionRates(db: Executor, scope: AdminScope, query: SummaryQuery) {
  const table = await summaryTable(db, scope, query);
  return {
    path: [...table.path],
    rowKind: table.rowKind,
    overall: rateOf(table.totals),
    rows: unitRows(table).map(({ counts, ...unit }) => ({ ...unit, ...rateOf(counts) })),
  };
}

/** The answering time of the node and of each row below it. */
export async function timesSpent(db: Executor, scope: AdminScope, query: SummaryQuery) {
  const table = await summaryTable(db, scope, query);
  return {
    path: [...table.path],
    rowKind: table.rowKind,
    overall: timeOf(table.totals),
    rows: unitRows(table).map(({ counts, ...unit }) => ({ ...unit, ...timeOf(counts) })),
  };
}

export async function completionStatus(db: Executor, scope: AdminScope, query: SummaryQuery) {
  return { counts: (await summaryTable(db, scope, query)).totals };
}

export async function completionDetails(db: Executor, scope: AdminScope, query: SummaryQuery) {
  const figures = await activityFigures(db, scope, query);
  return {
    activities: figures.activities.map(({ activity, table }) => ({ ...activityOf(activity), counts: table.totals })),
  };
}

export async function finishRateDetails(db: Executor, scope: AdminScope, query: SummaryQuery) {
  return finishRateMatrix(await activityFigures(db, scope, query));
}

export async function statisticsOf(db: Executor, scope: AdminScope, query: SummaryQuery) {
  const table = await summaryTable(db, scope, query);
  return statisticalDetails(table, (await countedActivities(db, query)).length);
}

/** The classes of a grade (the node, or the caller's scope when it is one grade); another level is refused. */
export async function gradeTable(db: Executor, scope: AdminScope, query: SummaryQuery): Promise<ProgressTable> {
  const table = await summaryTable(db, scope, query);
  if (table.rowKind !== 'class') throw assessmentRefusal(ErrorCode.NotAllowed, 'chooseGrade');
  return table;
}
