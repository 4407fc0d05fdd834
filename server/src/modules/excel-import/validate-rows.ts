import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, users } from '../../db/schema/index.js';
import type { Pii } from '../../platform/pii.js';
import { personIssues } from '../people/student-rules.js';
import type { ImportKind } from './columns.js';

export interface RejectedRow {
  rowNumber: number;
  values: Record<string, string>;
  /** Message keys (contract or admin catalogue), translated when shown. */
  messages: string[];
}

export interface PlannedAccount {
  rowNumber: number;
  userName: string;
  loginName: string;
  gender: '0' | '1';
  phone: string | null;
  /** Students: their class. Teachers: the classes they teach and head. */
  classId: number | null;
  gradeId: number | null;
  teacherClassIds: number[];
  headTeacherClassIds: number[];
  certificateType: number | null;
  certificateCode: string | null;
  certificateHash: string | null;
}

export interface CheckedRows {
  planned: PlannedAccount[];
  rejected: RejectedRow[];
}

type ClassIndex = Map<string, { id: number; gradeId: number }>;

const compact = (text: string) => text.replace(/\s+/g, '');

/** The school's classes by "grade + class" as a person writes them (七年级1班). */
export async function classIndexOf(db: Executor, schoolId: number): Promise<ClassIndex> {
  const rows = await db
    .select({ id: classes.id, gradeId: classes.gradeId, className: classes.name, gradeName: grades.name })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(eq(classes.schoolId, schoolId));
  return new Map(
    rows.map((row) => [compact(`${row.gradeName}${row.className}`), { id: row.id, gradeId: row.gradeId }]),
  );
}

function classList(text: string, index: ClassIndex): number[] | null {
  const names = text
    .split(/[;；,，、]/)
    .map(compact)
    .filter(Boolean);
  const found = names.map((name) => index.get(name));
  return found.every((item) => item !== undefined) ? found.map((item) => item.id) : null;
}

/** One row against the §5 rules and the school's classes; every failing rule is listed. */
export function checkRow(
  kind: ImportKind,
  rowNumber: number,
  values: Record<string, string>,
  index: ClassIndex,
  pii: Pii,
): RejectedRow | PlannedAccount {
  const code = (values.certificateCode ?? '').toUpperCase();
  const typeText = values.certificateType ?? '';
  const certificateType = code ? (typeText ? Number(typeText) : 1) : null;
  const fields = {
    userName: values.userName ?? '',
    loginName: values.loginName ?? '',
    phone: values.phone || null,
    certificateType,
    certificateCode: code || null,
  };
  const messages: string[] = personIssues(fields, { isStudent: kind === 'student' }).map((issue) => issue.message);
  let place: { id: number; gradeId: number } | undefined;
  let teacherClassIds: number[] = [];
  let headTeacherClassIds: number[] = [];
  if (kind === 'student') {
    place = index.get(compact(`${values.gradeName ?? ''}${values.className ?? ''}`));
    if (!place) messages.push('unknownClass');
  } else {
    const taught = classList(values.teacherClasses ?? '', index);
    const headed = classList(values.headTeacherClasses ?? '', index);
    if (!taught || !headed) messages.push('unknownClass');
    teacherClassIds = taught ?? [];
    headTeacherClassIds = headed ?? [];
  }
  if (messages.length > 0) return { rowNumber, values, messages };
  return {
    rowNumber,
    userName: fields.userName,
    loginName: fields.loginName,
    gender: values.gender === '男' ? '0' : '1',
    phone: fields.phone,
    classId: place?.id ?? null,
    gradeId: place?.gradeId ?? null,
    teacherClassIds,
    headTeacherClassIds,
    certificateType,
    certificateCode: fields.certificateCode,
    certificateHash: fields.certificateCode ? pii.keyedHash(fields.certificateCode) : null,
  };
}

async function takenLoginNames(db: Executor, names: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const rows = await db
      .select({ loginName: users.loginName })
      .from(users)
      .where(inArray(users.loginName, names.slice(start, start + 1000)));
    for (const row of rows) taken.add(row.loginName);
  }
  return taken;
}

async function takenCertificates(db: Executor, hashes: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < hashes.length; start += 1000) {
    const rows = await db
      .select({ hash: users.certificateCodeHash })
      .from(users)
      .where(and(inArray(users.certificateCodeHash, hashes.slice(start, start + 1000)), eq(users.userType, 1)));
    for (const row of rows) if (row.hash) taken.add(row.hash);
  }
  return taken;
}

/** Accounts repeated in the file (the later rows) and accounts or identity numbers already on the platform. */
export async function checkDuplicates(
  db: Executor,
  rows: CheckedRows,
  valuesOf: (rowNumber: number) => Record<string, string>,
): Promise<CheckedRows> {
  const seenNames = new Set<string>();
  const seenHashes = new Set<string>();
  const taken = await takenLoginNames(
    db,
    rows.planned.map((row) => row.loginName),
  );
  const usedCards = await takenCertificates(
    db,
    rows.planned.flatMap((row) => (row.certificateHash ? [row.certificateHash] : [])),
  );
  const planned: PlannedAccount[] = [];
  const rejected = [...rows.rejected];
  for (const row of rows.planned) {
    const messages: string[] = [];
    if (seenNames.has(row.loginName)) messages.push('duplicateInFile');
    else if (taken.has(row.loginName)) messages.push('loginNameTaken');
    if (row.certificateHash && (seenHashes.has(row.certificateHash) || usedCards.has(row.certificateHash)))
      messages.push('certificateTaken');
    seenNames.add(row.loginName);
    if (row.certificateHash) seenHashes.add(row.certificateHash);
    if (messages.length > 0) rejected.push({ rowNumber: row.rowNumber, values: valuesOf(row.rowNumber), messages });
    else planned.push(row);
  }
  rejected.sort((a, b) => a.rowNumber - b.rowNumber);
  return { planned, rejected };
}
