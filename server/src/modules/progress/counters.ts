import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ProgressNodeKind } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, classProgress, grades, schools } from '../../db/schema/index.js';
import type { Tally } from './counts.js';
import type { PairQuery } from './recompute.js';
import type { Place } from './tree.js';

/*
 * Progress read from the class counters (class_progress, kept by the database's triggers in the
 * transaction of every change) and summed upward in the query, so a province reads a few rows
 * per district instead of a row per student × activity.
 */

const sumOf = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const SUMS = {
  participants: sumOf(classProgress.participants),
  done: sumOf(classProgress.done),
  waived: sumOf(classProgress.waived),
  inProgress: sumOf(classProgress.inProgress),
  notTakingPart: sumOf(classProgress.notTakingPart),
  timeSpentSeconds: sumOf(classProgress.timeSpentSeconds),
};

type Sums = { [K in keyof typeof SUMS]: number };

function tallyOf(sums: Sums): Tally {
  const { participants, done, waived, inProgress, notTakingPart, timeSpentSeconds } = sums;
  return {
    done,
    waived,
    inProgress,
    notStarted: participants - done - waived - inProgress,
    notTakingPart,
    timeSpentSeconds,
  };
}

/** One unit of the level a table lists, with the sum of its classes' counters. */
export interface UnitTally {
  place: Place;
  /** Grades sort by their level (七年级 before 八年级); other units by name alone. */
  rank: number;
  tally: Tally;
}

/**
 * The counters of the classes `classWhere` keeps (a condition over classes, their grades and
 * schools), summed per unit of the given columns. Every class kept gives its unit a row, with
 * zeros while it has no counter for the group (a group without activities).
 */
function sumPer<K extends Record<string, PgColumn>>(
  db: Executor,
  query: PairQuery,
  classWhere: SQL | undefined,
  keys: K,
) {
  return db
    .select({ ...keys, ...SUMS })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .leftJoin(
      classProgress,
      and(
        eq(classProgress.classId, classes.id),
        eq(classProgress.taskGroupId, query.taskGroupId),
        query.activityId === undefined ? undefined : eq(classProgress.activityId, query.activityId),
      ),
    )
    .where(classWhere)
    .groupBy(...Object.values(keys));
}

const schoolKeys = { districtId: schools.districtId, schoolId: schools.id, schoolName: schools.organizationName };
const gradeKeys = { ...schoolKeys, gradeId: grades.id, gradeName: grades.name, gradeLevel: grades.gradeLevel };
const classKeys = { ...gradeKeys, classId: classes.id, className: classes.name };

/** The counters summed per unit of the level below a node: districts (for any region row), schools, grades or classes. */
export async function sumCounters(
  db: Executor,
  query: PairQuery,
  classWhere: SQL | undefined,
  level: ProgressNodeKind,
): Promise<UnitTally[]> {
  switch (level) {
    case 'region':
      return (await sumPer(db, query, classWhere, { districtId: schools.districtId })).map((row) => ({
        place: { districtId: row.districtId },
        rank: 0,
        tally: tallyOf(row),
      }));
    case 'school':
      return (await sumPer(db, query, classWhere, schoolKeys)).map((row) => ({
        place: { districtId: row.districtId, school: { id: row.schoolId, name: row.schoolName } },
        rank: 0,
        tally: tallyOf(row),
      }));
    case 'grade':
      return (await sumPer(db, query, classWhere, gradeKeys)).map((row) => ({
        place: {
          districtId: row.districtId,
          school: { id: row.schoolId, name: row.schoolName },
          grade: { id: row.gradeId, name: row.gradeName },
        },
        rank: row.gradeLevel,
        tally: tallyOf(row),
      }));
    case 'class':
      return (await sumPer(db, query, classWhere, classKeys)).map((row) => ({
        place: {
          districtId: row.districtId,
          school: { id: row.schoolId, name: row.schoolName },
          grade: { id: row.gradeId, name: row.gradeName },
          class: { id: row.classId, name: row.className },
        },
        rank: 0,
        tally: tallyOf(row),
      }));
  }
}
