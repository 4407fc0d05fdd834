import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LEVEL_THRESHOLDS } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  activities,
  classes,
  evaluationPlans,
  exclusiveIndicatorActivities,
  exclusiveIndicators,
  grades,
  planTaskGroups,
  schools,
} from '../../db/schema/index.js';
import type { Sums } from './figures.js';

export interface IndicatorRow {
  id: number;
  schoolId: number;
  aspectId: string;
  name: string;
  activityIds: number[];
}

/** Indicators with their mapped activities, of the given schools (or one indicator). */
export async function findIndicators(db: Executor, where: SQL | undefined): Promise<IndicatorRow[]> {
  const rows = await db
    .select({
      id: exclusiveIndicators.id,
      schoolId: exclusiveIndicators.schoolId,
      aspectId: exclusiveIndicators.aspectId,
      name: exclusiveIndicators.name,
      activityIds: sql<
        number[]
      >`coalesce(array_agg(${exclusiveIndicatorActivities.activityId} ORDER BY ${exclusiveIndicatorActivities.activityId}) FILTER (WHERE ${exclusiveIndicatorActivities.activityId} IS NOT NULL), '{}')`,
    })
    .from(exclusiveIndicators)
    .leftJoin(exclusiveIndicatorActivities, eq(exclusiveIndicatorActivities.indicatorId, exclusiveIndicators.id))
    .where(where)
    .groupBy(exclusiveIndicators.id)
    .orderBy(asc(exclusiveIndicators.schoolId), asc(exclusiveIndicators.id));
  return rows.map((row) => ({ ...row, activityIds: row.activityIds.map(Number) }));
}

/** How many of the activities belong to a task group that a grade plan of the school holds. */
export async function countActivitiesOfSchool(
  db: Executor,
  schoolId: number,
  activityIds: readonly number[],
): Promise<number> {
  const rows = await db
    .selectDistinct({ id: activities.id })
    .from(activities)
    .innerJoin(planTaskGroups, eq(planTaskGroups.taskGroupId, activities.taskGroupId))
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .innerJoin(grades, eq(grades.id, evaluationPlans.gradeId))
    .where(and(inArray(activities.id, [...activityIds]), eq(grades.schoolId, schoolId)));
  return rows.length;
}

export async function replaceIndicatorActivities(
  db: Executor,
  indicatorId: number,
  activityIds: readonly number[],
  provinceShardId: number,
): Promise<void> {
  await db.delete(exclusiveIndicatorActivities).where(eq(exclusiveIndicatorActivities.indicatorId, indicatorId));
  await db
    .insert(exclusiveIndicatorActivities)
    .values(activityIds.map((activityId) => ({ indicatorId, activityId, provinceShardId })));
}

/**
 * The school's own indicators in one report: a student's score on an indicator is the mean of
 * their aspect scores (the indicator's aspect) over the mapped activities of the group, one
 * decimal as the report rows keep it; the students are those the report places in the school's
 * classes that `classWhere` keeps (a condition over classes, their grades and schools).
 */
export async function indicatorSums(
  db: Executor,
  taskGroupId: number,
  schoolId: number,
  classWhere: SQL,
): Promise<Map<number, Sums>> {
  const classIds = db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(eq(classes.schoolId, schoolId), classWhere));
  const [low, middle, high] = LEVEL_THRESHOLDS;
  const result = await db.execute<{
    indicator_id: number;
    students: string;
    total: number;
    level1: string;
    level2: string;
    level3: string;
    level4: string;
  }>(sql`
    WITH takers AS (
      SELECT user_id FROM report_student_scores
      WHERE task_group_id = ${taskGroupId} AND dimension_id = 'overall' AND class_id IN (${classIds})
    ),
    scored AS (
      SELECT m.indicator_id, d.user_id, round(avg(d.score)::numeric, 1)::double precision AS score
      FROM exclusive_indicators i
      JOIN exclusive_indicator_activities m ON m.indicator_id = i.id
      JOIN dimension_scores d ON d.activity_id = m.activity_id AND d.dimension_id = i.aspect_id
      WHERE i.school_id = ${schoolId} AND d.task_group_id = ${taskGroupId} AND d.user_id IN (SELECT user_id FROM takers)
      GROUP BY m.indicator_id, d.user_id
    )
    SELECT indicator_id, count(*) AS students, sum(score) AS total,
      count(*) FILTER (WHERE score < ${low}) AS level1,
      count(*) FILTER (WHERE score >= ${low} AND score < ${middle}) AS level2,
      count(*) FILTER (WHERE score >= ${middle} AND score < ${high}) AS level3,
      count(*) FILTER (WHERE score >= ${high}) AS level4
    FROM scored GROUP BY indicator_id`);
  return new Map(
    result.rows.map((row) => [
      Number(row.indicator_id),
      {
        students: Number(row.students),
        sum: Number(row.total),
        levels: [Number(row.level1), Number(row.level2), Number(row.level3), Number(row.level4)],
      },
    ]),
  );
}
