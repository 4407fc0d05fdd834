import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReportNodeKind } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, reportClassScores, schools } from '../../db/schema/index.js';
import { takesGroup } from '../progress/repository.js';
import { regionChain } from '../progress/tree.js';
import type { ReportView } from './view.js';

/** Where a score was placed, as the class sums and the paired sums carry it. */
export interface Placement {
  classId: number | null;
  gradeId: number | null;
  schoolId: number | null;
  districtId: number | null;
}

/** How a report's rows group its classes: the kind of unit and where a class's unit id is read. */
export interface RowLevel {
  kind: ReportNodeKind;
  /** The placement column of report_class_scores the sums are grouped by. */
  scoreColumn: PgColumn;
  /** The same unit for a class of today (classes joined with grades and schools). */
  classColumn: PgColumn;
  placeKey: keyof Placement;
  /** The row a value of that column belongs to (a district's region row, one level below an area). */
  unitOf: (id: number) => number | null;
}

export type RowsBy = 'below' | 'class' | 'school';

const itself = (id: number) => id;

const LEVELS = {
  school: {
    kind: 'school',
    scoreColumn: reportClassScores.schoolId,
    classColumn: classes.schoolId,
    placeKey: 'schoolId',
  },
  grade: { kind: 'grade', scoreColumn: reportClassScores.gradeId, classColumn: classes.gradeId, placeKey: 'gradeId' },
  class: { kind: 'class', scoreColumn: reportClassScores.classId, classColumn: classes.id, placeKey: 'classId' },
} as const;

/** The rows of a view: the units one level below its node, or its classes or schools; none below a class. */
export function rowLevelOf(view: ReportView, by: RowsBy): RowLevel | null {
  if (by !== 'below') return { ...LEVELS[by], unitOf: itself };
  switch (view.node.kind) {
    case 'region': {
      if (view.regions.get(view.node.id)?.level === 'district') return { ...LEVELS.school, unitOf: itself };
      // The region one level below the node that the district lies in.
      const depth = view.chain.length;
      return {
        kind: 'region',
        scoreColumn: reportClassScores.districtId,
        classColumn: schools.districtId,
        placeKey: 'districtId',
        unitOf: (districtId) => regionChain(view.regions, districtId)[depth]?.id ?? null,
      };
    }
    case 'school':
      return { ...LEVELS.grade, unitOf: itself };
    case 'grade':
      return { ...LEVELS.class, unitOf: itself };
    case 'class':
      return null;
  }
}

/** The units whose classes take part in the group now (a row even before any score). */
export async function unitsTakingPart(db: Executor, view: ReportView, level: RowLevel): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: level.classColumn })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(view.classWhere, takesGroup(db, view.group.id)));
  return rows.flatMap((row) => {
    const unit = level.unitOf(Number(row.id));
    return unit === null ? [] : [unit];
  });
}

export interface UnitName {
  name: string;
  /** Grades sort by level, other units by name. */
  rank: number;
}

/** The names of units; a class is named with its grade under a school (七年级1班), and with its school above one. */
export async function unitNames(
  db: Executor,
  view: ReportView,
  kind: ReportNodeKind,
  ids: readonly number[],
): Promise<Map<number, UnitName>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  switch (kind) {
    case 'region':
      return new Map(list.map((id) => [id, { name: view.regions.get(id)?.name ?? String(id), rank: 0 }]));
    case 'school': {
      const rows = await db
        .select({ id: schools.id, name: schools.organizationName })
        .from(schools)
        .where(inArray(schools.id, list));
      return new Map(rows.map((row) => [row.id, { name: row.name, rank: 0 }]));
    }
    case 'grade': {
      const rows = await db
        .select({ id: grades.id, name: grades.name, level: grades.gradeLevel })
        .from(grades)
        .where(inArray(grades.id, list));
      return new Map(rows.map((row) => [row.id, { name: row.name, rank: row.level }]));
    }
    case 'class': {
      const rows = await db
        .select({
          id: classes.id,
          name: classes.name,
          gradeName: grades.name,
          level: grades.gradeLevel,
          schoolName: schools.organizationName,
        })
        .from(classes)
        .innerJoin(grades, eq(grades.id, classes.gradeId))
        .innerJoin(schools, eq(schools.id, classes.schoolId))
        .where(inArray(classes.id, list));
      const nameOf = (row: (typeof rows)[number]) => {
        if (view.node.kind === 'grade' || view.node.kind === 'class') return row.name;
        const inGrade = `${row.gradeName}${row.name}`;
        return view.node.kind === 'school' ? inGrade : `${row.schoolName} ${inGrade}`;
      };
      return new Map(rows.map((row) => [row.id, { name: nameOf(row), rank: row.level }]));
    }
  }
}
