import { and, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  activities,
  classes,
  evaluationPlans,
  grades,
  planTaskGroups,
  regions,
  schools,
  taskGroups,
} from '../../db/schema/index.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import type { Place, RegionRow } from './tree.js';

export async function loadRegions(db: Executor, provinceShardId: number): Promise<Map<number, RegionRow>> {
  const rows = await db
    .select({ id: regions.id, parentId: regions.parentId, level: regions.level, name: regions.name })
    .from(regions)
    .where(eq(regions.provinceShardId, provinceShardId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A class with its grade (and the grade's level), school and district, as a row to place in the tree. */
export interface ClassPlace extends Place {
  school: { id: number; name: string };
  grade: { id: number; name: string; level: number };
  class: { id: number; name: string };
}

function selectClassPlaces(db: Executor) {
  return db
    .select({
      districtId: schools.districtId,
      schoolId: schools.id,
      schoolName: schools.organizationName,
      gradeId: grades.id,
      gradeName: grades.name,
      gradeLevel: grades.gradeLevel,
      classId: classes.id,
      className: classes.name,
    })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId));
}

type ClassPlaceRow = Awaited<ReturnType<ReturnType<typeof selectClassPlaces>['where']>>[number];

const toClassPlace = (row: ClassPlaceRow): ClassPlace => ({
  districtId: row.districtId,
  school: { id: row.schoolId, name: row.schoolName },
  grade: { id: row.gradeId, name: row.gradeName, level: row.gradeLevel },
  class: { id: row.classId, name: row.className },
});

export async function findClassPlaces(db: Executor, where: SQL | undefined): Promise<ClassPlace[]> {
  return (await selectClassPlaces(db).where(where)).map(toClassPlace);
}

export async function findSchoolPlaces(db: Executor, schoolIds: readonly number[]): Promise<Place[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db
    .select({ id: schools.id, name: schools.organizationName, districtId: schools.districtId })
    .from(schools)
    .where(inArray(schools.id, [...schoolIds]));
  return rows.map((row) => ({ districtId: row.districtId, school: { id: row.id, name: row.name } }));
}

export async function findGradePlace(db: Executor, gradeId: number): Promise<Place | undefined> {
  const [row] = await db
    .select({
      districtId: schools.districtId,
      schoolId: schools.id,
      schoolName: schools.organizationName,
      gradeId: grades.id,
      gradeName: grades.name,
    })
    .from(grades)
    .innerJoin(schools, eq(schools.id, grades.schoolId))
    .where(eq(grades.id, gradeId));
  return (
    row && {
      districtId: row.districtId,
      school: { id: row.schoolId, name: row.schoolName },
      grade: { id: row.gradeId, name: row.gradeName },
    }
  );
}

/** Keeps the classes of grades whose evaluation plan holds the task group. */
export function takesGroup(db: Executor, taskGroupId: number): SQL {
  return inArray(
    classes.gradeId,
    db
      .select({ gradeId: evaluationPlans.gradeId })
      .from(evaluationPlans)
      .innerJoin(planTaskGroups, eq(planTaskGroups.planId, evaluationPlans.id))
      .where(eq(planTaskGroups.taskGroupId, taskGroupId)),
  );
}

/**
 * The task groups grades in scope take part in (through a class in scope), newest start first.
 * A semi-join: each group stops at its first class in scope, so a province scope stays cheap.
 */
export async function groupsInScope(db: Executor, scope: AdminScope, taskGroupId?: number) {
  const takenInScope = db
    .select({ one: sql`1` })
    .from(planTaskGroups)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .innerJoin(classes, eq(classes.gradeId, evaluationPlans.gradeId))
    .where(
      and(
        eq(planTaskGroups.taskGroupId, taskGroups.id),
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
      ),
    );
  return db
    .select({
      id: taskGroups.id,
      name: taskGroups.name,
      startTime: taskGroups.startTime,
      endTime: taskGroups.endTime,
    })
    .from(taskGroups)
    .where(and(exists(takenInScope), taskGroupId === undefined ? undefined : eq(taskGroups.id, taskGroupId)))
    .orderBy(desc(taskGroups.startTime), desc(taskGroups.id));
}

export async function findActivity(db: Executor, activityId: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, activityId));
  return row;
}
