import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { KeptContent } from '../evaluation/content-cache.js';
import { publicationForSchool, type Publication } from '../reports/publication.js';
import { coversPlace, type ReportReader } from './policy.js';
import { findDistrictOfSchool, findReportGroups, findTakenGroups, type Place, type ReportGroup } from './repository.js';

/** One report of a student, as the reader may see it. */
export interface ReportEntry {
  group: ReportGroup;
  /** Where the student answered; where they are now when they have no score. */
  place: Place;
  taken: boolean;
  lastChangedAt: Date | null;
  publication: Publication;
}

/** Dictionary keys ('1', '2', '10') in numeric order. */
export const compareKeys = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Oldest first: report year, then evaluation batch (dictionary keys, compared as numbers), then start. */
export function compareReports(a: ReportGroup, b: ReportGroup): number {
  return (
    compareKeys(a.reportYear, b.reportYear) ||
    compareKeys(a.evaluationBatch, b.evaluationBatch) ||
    a.startTime.getTime() - b.startTime.getTime() ||
    a.id - b.id
  );
}

/** The groups the student sees now (started, taking part), from the plan this server keeps. */
async function plannedGroups(db: Executor, reader: ReportReader, now: Date) {
  const content = await KeptContent.of(db, reader.session, reader.student, now);
  return content.visibleGroups(db, reader.student);
}

async function currentPlaceOf(db: Executor, reader: ReportReader): Promise<Place> {
  const { classId, gradeId, schoolId } = reader.student;
  return { classId, gradeId, schoolId, districtId: await findDistrictOfSchool(db, schoolId) };
}

/**
 * The student's reports, oldest first: the groups with a report year and batch that their plan
 * holds (started, taking part) or that they have scores in. A family sees the published ones,
 * staff those placed in their scope; a student placed nowhere in the staff's scope reads as missing.
 */
export async function reportEntriesOf(db: Executor, reader: ReportReader, now: Date): Promise<ReportEntry[]> {
  const [taken, planned, current] = await Promise.all([
    findTakenGroups(db, reader.student.id),
    plannedGroups(db, reader, now),
    currentPlaceOf(db, reader),
  ]);
  const takenById = new Map(taken.map((row) => [row.taskGroupId, row]));
  const groups = await findReportGroups(db, [...new Set([...takenById.keys(), ...planned.map((group) => group.id)])]);
  const entries = await Promise.all(
    groups.sort(compareReports).map(async (group): Promise<ReportEntry> => {
      const answered = takenById.get(group.id);
      const place = answered?.place ?? current;
      return {
        group,
        place,
        taken: answered !== undefined,
        lastChangedAt: answered?.lastChangedAt ?? null,
        publication: await publicationForSchool(db, group.id, place.schoolId),
      };
    }),
  );
  if (reader.kind === 'family') return entries.filter((entry) => entry.publication.published);
  const inScope = entries.filter((entry) => coversPlace(reader.scope, entry.place));
  if (inScope.length === 0 && !coversPlace(reader.scope, current)) throw notFound();
  return inScope;
}

/** One report of the student the reader may see; any other reads as missing. */
export async function reportEntryOf(
  db: Executor,
  reader: ReportReader,
  taskGroupId: number,
  now: Date,
): Promise<{ entry: ReportEntry; entries: ReportEntry[] }> {
  const entries = await reportEntriesOf(db, reader, now);
  const entry = entries.find((candidate) => candidate.group.id === taskGroupId);
  if (!entry) throw notFound();
  return { entry, entries };
}
