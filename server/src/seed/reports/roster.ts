import { DEMO_ACCOUNTS } from '../accounts.js';
import { DUPLICATE_CHILD } from '../parents/duplicate-child.js';
import type { Batch } from './content.js';
import { chineseName } from './names.js';
import { drawsFor } from './random.js';

/**
 * The district's classes filled up to report size: 求是实验学校's 七年级1班 (student01's),
 * 七年级2班 and 四年级1班, and 文澜中学's 八年级1班. `start` shifts the class on the common
 * scale (points), `growth` is what it gains on average from batch 1 to batch 2, so the classes'
 * value-added differs: 七年级1班 gains most, 八年级1班 slips a little.
 */
export const REPORT_CLASSES = [
  { classId: 1, generated: 30, start: 1, growth: 4.5 },
  { classId: 2, generated: 31, start: 3, growth: 0.5 },
  { classId: 3, generated: 30, start: -2, growth: 2.5 },
  { classId: 4, generated: 30, start: 0, growth: -1.5 },
] as const;

/** Positions in each generated class (1-based) of those who missed batch 2, and of those who missed batch 1. */
const MISSED_BATCH_2 = new Set([7, 19]);
const MISSED_BATCH_1 = new Set([13, 26]);

export interface ReportStudent {
  /** Set for the named demo accounts; generated students get theirs on insert. */
  id?: number;
  loginName: string;
  userName: string;
  gender: '0' | '1';
  classId: number;
  /** The student's standing on the common scale, in points around the district mean. */
  ability: number;
  batches: Batch[];
}

/** Names the demo already gives someone: a generated child never shares one. */
const TAKEN_NAMES = new Set([...DEMO_ACCOUNTS.map((account) => account.userName), DUPLICATE_CHILD.userName]);

/** student01 (a little above the mean) and student02 (strong) take both batches with their class. */
const NAMED_ABILITY: Record<string, number> = { student01: 3, student02: 11 };

const NAMED: ReportStudent[] = Object.entries(NAMED_ABILITY).map(([loginName, ability]) => {
  const account = DEMO_ACCOUNTS.find((entry) => entry.loginName === loginName);
  if (!account?.classId) throw new Error(`${loginName} is no demo student`);
  const { id, userName, gender, classId } = account;
  return { id, loginName, userName, gender, classId, ability, batches: ['1', '2'] };
});

/** Login names 'xs' (学生) + class + place: they sort after the demo's and tests' accounts in lists by login name. */
const loginNameOf = (classId: number, place: number) =>
  `xs${String(classId).padStart(2, '0')}${String(place).padStart(2, '0')}`;

function batchesAt(place: number): Batch[] {
  if (MISSED_BATCH_2.has(place)) return ['1'];
  if (MISSED_BATCH_1.has(place)) return ['2'];
  return ['1', '2'];
}

function generatedClass(classId: number, count: number, start: number): ReportStudent[] {
  const names = new Set(TAKEN_NAMES);
  return Array.from({ length: count }, (_, index) => {
    const loginName = loginNameOf(classId, index + 1);
    const draws = drawsFor(loginName);
    const gender = draws.next() < 0.5 ? '0' : '1';
    let userName = chineseName(draws, gender);
    while (names.has(userName)) userName = chineseName(draws, gender);
    names.add(userName);
    return {
      loginName,
      userName,
      gender,
      classId,
      ability: start + draws.normal(0, 11),
      batches: batchesAt(index + 1),
    };
  });
}

/** The generated students, class by class in a fixed order. */
export const GENERATED_STUDENTS: ReportStudent[] = REPORT_CLASSES.flatMap(({ classId, generated, start }) =>
  generatedClass(classId, generated, start),
);

/** Everyone with report answers: the named demo students first, then the generated ones. */
export const REPORT_STUDENTS: ReportStudent[] = [...NAMED, ...GENERATED_STUDENTS];

export function classGrowth(classId: number): number {
  return REPORT_CLASSES.find((entry) => entry.classId === classId)?.growth ?? 0;
}
