import { and, asc, count, countDistinct, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  classes,
  evaluationPlans,
  grades,
  planTaskGroups,
  schools,
  taskGroups,
  taskStates,
  users,
} from '../../db/schema/index.js';
import { classCondition, schoolCondition, type AdminScope } from '../scope/scope.js';

/** Midnight of today in platform time (China, UTC+8), as an instant. */
export function startOfPlatformDay(now: Date): Date {
  const offset = PLATFORM_UTC_OFFSET_MINUTES * 60_000;
  const local = new Date(now.getTime() + offset);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - offset);
}

/** The students the home's figures count: active accounts whose class is in scope. */
export function activeStudentsIn(scope: AdminScope) {
  return and(
    eq(users.userType, 1),
    eq(users.state, 1),
    classCondition(scope, users.classId, users.schoolId, users.provinceShardId),
  );
}

/**
 * The admin home's figures for the caller's scope: schools, classes, students, task groups in
 * progress for grades in scope, and how many activities students in scope finished today.
 */
export async function adminFiguresOf(db: Executor, scope: AdminScope, now: Date) {
  const studentsInScope = activeStudentsIn(scope);
  const [[schoolCount], [classCount], [studentCount], [groupsInProgress], [finishedToday]] = await Promise.all([
    db
      .select({ n: count() })
      .from(schools)
      .where(and(schoolCondition(scope, schools.id, schools.provinceShardId), eq(schools.state, 1))),
    db
      .select({ n: count() })
      .from(classes)
      .where(classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId)),
    db.select({ n: count() }).from(users).where(studentsInScope),
    db
      .selectDistinct({
        tgiId: taskGroups.id,
        name: taskGroups.name,
        startTime: taskGroups.startTime,
        tgiEndTime: taskGroups.endTime,
      })
      .from(taskGroups)
      .innerJoin(planTaskGroups, eq(planTaskGroups.taskGroupId, taskGroups.id))
      .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
      .innerJoin(grades, eq(grades.id, evaluationPlans.gradeId))
      .where(
        and(
          lte(taskGroups.startTime, now),
          or(isNull(taskGroups.endTime), gte(taskGroups.endTime, now)),
          schoolCondition(scope, grades.schoolId, grades.provinceShardId),
        ),
      )
      .orderBy(asc(taskGroups.startTime))
      .then((groups) => [groups]),
    db
      .select({ n: count(), students: countDistinct(taskStates.userId) })
      .from(taskStates)
      .where(
        and(
          gte(taskStates.finishedAt, startOfPlatformDay(now)),
          inArray(taskStates.userId, db.select({ id: users.id }).from(users).where(studentsInScope)),
        ),
      ),
  ]);
  return {
    level: scope.level,
    schoolCount: schoolCount?.n ?? 0,
    classCount: classCount?.n ?? 0,
    studentCount: studentCount?.n ?? 0,
    taskGroupsInProgress: groupsInProgress?.length ?? 0,
    taskGroups: (groupsInProgress ?? []).slice(0, 20).map((group) => ({
      tgiId: group.tgiId,
      name: group.name,
      tgiStartTime: group.startTime.toISOString(),
      tgiEndTime: group.tgiEndTime?.toISOString() ?? null,
    })),
    finishedToday: finishedToday?.n ?? 0,
    studentsFinishedToday: finishedToday?.students ?? 0,
  };
}
