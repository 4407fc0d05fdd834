import {
  DictType,
  formatDateTime,
  type Locale,
  type ReportRef,
  type StudentReport,
  type StudentReportListItem,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { dictItemsOf, dimensionNames } from '../dict/service.js';
import type { FamilyReader, ReportReader } from './policy.js';
import { studentCharts } from './charts.js';
import { compareKeys, reportEntriesOf, reportEntryOf, type ReportEntry } from './entries.js';
import { studentFigures } from './figures.js';
import { plainLanguage } from './plain-language.js';
import { findComparisonSums, findGroupsReadBy, findPlaceNames, findStudentScores } from './repository.js';

export interface ListFilter {
  reportYear?: string | undefined;
  evaluationBatch?: string | undefined;
}

export interface ReportQuery {
  taskGroupId: number;
  baseTaskGroupId?: number | undefined;
}

export const refOf = (entry: ReportEntry): ReportRef => ({
  taskGroupId: entry.group.id,
  taskGroupName: entry.group.name,
  reportYear: entry.group.reportYear,
  evaluationBatch: entry.group.evaluationBatch,
});

const changedAt = (entry: ReportEntry) => (entry.lastChangedAt === null ? null : formatDateTime(entry.lastChangedAt));

/** A student's reports, newest first, with whether this reader has opened each. */
export async function studentReportList(
  db: Executor,
  reader: ReportReader,
  filter: ListFilter,
  now: Date,
): Promise<StudentReportListItem[]> {
  const entries = (await reportEntriesOf(db, reader, now)).filter(
    (entry) =>
      (filter.reportYear === undefined || entry.group.reportYear === filter.reportYear) &&
      (filter.evaluationBatch === undefined || entry.group.evaluationBatch === filter.evaluationBatch),
  );
  const read =
    reader.kind === 'family' ? await findGroupsReadBy(db, reader.student.id, reader.readerId) : new Set<number>();
  return entries.reverse().map((entry) => ({
    ...refOf(entry),
    taken: entry.taken,
    publication: entry.publication,
    lastChangedAt: changedAt(entry),
    read: read.has(entry.group.id),
  }));
}

/** The batches of a year in which the student has a published report, in batch order. */
export async function studentReportBatches(db: Executor, reader: FamilyReader, reportYear: string, now: Date) {
  const entries = await reportEntriesOf(db, reader, now);
  const batches = new Set(
    entries.filter((entry) => entry.group.reportYear === reportYear).map((entry) => entry.group.evaluationBatch),
  );
  const names = new Map(
    (await dictItemsOf(db, DictType.evaluationBatch)).map((item) => [item.dictValue, item.dictLabel]),
  );
  return [...batches]
    .sort(compareKeys)
    .map((evaluationBatch) => ({ evaluationBatch, name: names.get(evaluationBatch) ?? evaluationBatch }));
}

/**
 * The baseline of value-added: the report named, if the reader sees it, else the student's
 * latest earlier report that they took (change needs a score on both sides).
 */
function baselineOf(entries: readonly ReportEntry[], entry: ReportEntry, baseTaskGroupId?: number): ReportEntry | null {
  if (baseTaskGroupId !== undefined) {
    const named = entries.find((candidate) => candidate.group.id === baseTaskGroupId);
    if (!named) throw notFound();
    return named;
  }
  const earlier = entries.slice(0, entries.indexOf(entry)).filter((candidate) => candidate.taken);
  return earlier.at(-1) ?? null;
}

/** A student's report with its figures and texts, before the charts are drawn (the export needs no charts). */
export type ReportFigures = Omit<StudentReport, 'charts'>;

/**
 * One student's report: where they answered, their overall score, each aspect and indicator
 * with level, the averages around them and the change since the baseline, and plain-language
 * strengths and things to work on. Never a classmate's name or rank.
 */
export async function studentReportFigures(
  db: Executor,
  reader: ReportReader,
  query: ReportQuery,
  locale: Locale,
  now: Date,
): Promise<ReportFigures> {
  const { entry, entries } = await reportEntryOf(db, reader, query.taskGroupId, now);
  const baseline = baselineOf(entries, entry, query.baseTaskGroupId);
  const studentId = reader.student.id;
  const [own, before, sums, names, placeNames] = await Promise.all([
    entry.taken ? findStudentScores(db, studentId, entry.group.id) : [],
    baseline ? findStudentScores(db, studentId, baseline.group.id) : null,
    findComparisonSums(db, entry.group.id, entry.place),
    dimensionNames(db, locale),
    findPlaceNames(db, entry.place),
  ]);
  const figures = studentFigures({ own, baseline: before, sums, names });
  return {
    head: {
      ...refOf(entry),
      studentName: reader.student.userName,
      ...placeNames,
      publication: entry.publication,
      lastChangedAt: changedAt(entry),
      baseline: baseline && refOf(baseline),
    },
    taken: own.length > 0,
    ...figures,
    ...plainLanguage(figures.aspects, locale),
  };
}

/** The report as the page shows it, with its charts drawn as SVG. */
export async function studentReport(
  db: Executor,
  reader: ReportReader,
  query: ReportQuery,
  locale: Locale,
  now: Date,
): Promise<StudentReport> {
  const report = await studentReportFigures(db, reader, query, locale, now);
  return { ...report, charts: await studentCharts(report, locale) };
}
