import { formatDateTime, type ProgressCounts, type ProgressNodeKind, type ProgressStatus } from '@pingjia/contract';
import { addPairs, emptyTally, overallStatus, statusOf, sumTallies, toCounts, type Tally } from './counts.js';
import type { StudentPair } from './recompute.js';
import type { UnitTally } from './counters.js';
import { placeChain, type RegionMap } from './tree.js';

export interface GroupRow {
  kind: ProgressNodeKind;
  id: number;
  name: string;
  counts: ProgressCounts;
}

export interface StudentRow {
  studentId: number;
  userName: string;
  loginName: string;
  className: string | null;
  status: ProgressStatus;
  counts: ProgressCounts;
  finishedAt: string | null;
}

// Numeric, so "2班" comes before "10班".
const byName = new Intl.Collator('zh-CN', { numeric: true });

interface Child {
  kind: ProgressNodeKind;
  id: number;
  name: string;
  rank: number;
  tallies: Tally[];
}

/**
 * The rows one level below the node at `depth` of the tree: each unit's tally is added to the
 * child of the node its chain passes through (a district's to the region above it, when the
 * rows are regions).
 */
export function groupRows(regions: RegionMap, depth: number, units: readonly UnitTally[]): GroupRow[] {
  const children = new Map<string, Child>();
  for (const unit of units) {
    const node = placeChain(regions, unit.place)[depth];
    if (!node) continue;
    const key = `${node.kind}:${node.id}`;
    const child = children.get(key) ?? { ...node, rank: unit.rank, tallies: [] };
    child.tallies.push(unit.tally);
    children.set(key, child);
  }
  return [...children.values()]
    .sort((a, b) => a.rank - b.rank || byName.compare(a.name, b.name) || a.id - b.id)
    .map((child) => ({
      kind: child.kind,
      id: child.id,
      name: child.name,
      counts: toCounts(sumTallies(child.tallies)),
    }));
}

interface Student {
  row: Omit<StudentRow, 'status' | 'counts' | 'finishedAt'>;
  statuses: ProgressStatus[];
  tally: Tally;
  finishedAt: Date | null;
}

function studentOf(students: Map<number, Student>, pair: StudentPair): Student {
  const found = students.get(pair.studentId);
  if (found) return found;
  const { studentId, userName, loginName, className } = pair;
  const student: Student = {
    row: { studentId, userName, loginName, className },
    statuses: [],
    tally: emptyTally(),
    finishedAt: null,
  };
  students.set(studentId, student);
  return student;
}

const laterOf = (a: Date | null, b: Date | null) => (a === null || (b !== null && b > a) ? b : a);

/** One row per student, by login name, with their pairs' tally and overall status. */
export function studentRows(pairs: readonly StudentPair[]): { rows: StudentRow[]; tally: Tally } {
  const students = new Map<number, Student>();
  for (const pair of pairs) {
    const student = studentOf(students, pair);
    const status = statusOf(pair);
    student.statuses.push(status);
    addPairs(student.tally, status, 1, pair.useTime);
    if (status === 'done' || status === 'waived') student.finishedAt = laterOf(student.finishedAt, pair.finishedAt);
  }
  const list = [...students.values()];
  const rows = list
    .map((student) => ({
      ...student.row,
      status: overallStatus(student.statuses),
      counts: toCounts(student.tally),
      finishedAt: student.finishedAt && formatDateTime(student.finishedAt),
    }))
    .sort((a, b) => (a.loginName < b.loginName ? -1 : a.loginName > b.loginName ? 1 : a.studentId - b.studentId));
  return { rows, tally: sumTallies(list.map((student) => student.tally)) };
}

/** The student rows a keyword (in the name or login name) and a status keep. */
export function filterStudents(
  rows: StudentRow[],
  filter: { keyword?: string | undefined; status?: ProgressStatus | undefined },
) {
  const keyword = filter.keyword?.toLowerCase();
  return rows.filter(
    (row) =>
      (!keyword || row.userName.toLowerCase().includes(keyword) || row.loginName.toLowerCase().includes(keyword)) &&
      (!filter.status || row.status === filter.status),
  );
}
